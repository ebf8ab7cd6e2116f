import { AuthCard } from "../auth/AuthCard";
import { ContactForm } from "./ContactForm";

export function Contact() {
  return (
    <AuthCard title="Contact">
      <ContactForm />
    </AuthCard>
  );
}
