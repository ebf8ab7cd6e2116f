import type { ReactNode } from "react";

/** The centred card of the signed-out forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <section
        aria-labelledby="auth-title"
        className="flex w-full max-w-md flex-col gap-5 rounded-xl border border-border bg-raised p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="font-semibold text-2xl">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
