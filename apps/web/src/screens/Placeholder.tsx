/** A route's heading until its screen is built (the Explore, detail, collections and track screens). */
export function Placeholder({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-screen-2xl px-4 py-6">
      <h1 className="font-semibold text-2xl">{title}</h1>
    </div>
  );
}
