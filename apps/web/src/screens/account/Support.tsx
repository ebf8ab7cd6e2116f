import { useSnapshot } from "valtio";
import { useServices } from "../../app/services";
import { sessionStore } from "../../stores";
import { ContactForm } from "../public/ContactForm";
import { SupportFaq } from "./SupportFaq";

/** Contact Support for signed-in users (the guard sends anyone without a session to Login). */
export function Support() {
  const { email } = useSnapshot(sessionStore);
  const { config } = useServices();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <h1 className="font-semibold text-2xl">Contact Support</h1>
      <SupportFaq product={config.productName} />
      <h2 className="font-semibold text-lg">Send us a message</h2>
      <ContactForm initialEmail={email} />
    </div>
  );
}
