import { useSnapshot } from "valtio";
import { sessionStore } from "../../stores";
import { ContactForm } from "../public/ContactForm";

/** Contact Support for signed-in users (the guard sends anyone without a session to Login). */
export function Support() {
  const { email } = useSnapshot(sessionStore);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <h1 className="font-semibold text-2xl">Contact Support</h1>
      <ContactForm initialEmail={email} />
    </div>
  );
}
