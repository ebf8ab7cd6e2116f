import { sendSupportForm } from "@hotshelf/api/client";
import {
  CONTACT_MESSAGES,
  type ContactForm as ContactFields,
  isFormEdited,
  resolveError,
  validateContact,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { Link } from "@hotshelf/ui/Link";
import { TextField } from "@hotshelf/ui/TextField";
import { type FormEvent, useState } from "react";
import { useServices } from "../../app/services";

type Outcome = { tone: "info" | "danger"; text: string } | null;

/** The Contact and Support form: posted to the form service (config.formEndpoint). */
export function ContactForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { config } = useServices();
  const [initial] = useState<ContactFields>({ name: "", email: initialEmail, message: "" });
  const [form, setForm] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const set = (key: keyof ContactFields) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateContact(form);
    if (!checked.ok) return setOutcome({ tone: "danger", text: checked.error });
    setSending(true);
    try {
      await sendSupportForm(config.formEndpoint, checked.value);
      setOutcome({ tone: "info", text: CONTACT_MESSAGES.success });
      setForm(initial);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : undefined;
      const { message } = resolveError("contactForm", reason ? { reason } : {}, {
        email: config.supportEmail,
      });
      setOutcome({ tone: "danger", text: message ?? CONTACT_MESSAGES.failure });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted text-sm">
        You can also email us directly at{" "}
        <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>.
      </p>
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={set("name")}
        />
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set("email")}
        />
        <TextField
          label="Message"
          name="message"
          multiline
          value={form.message}
          onChange={set("message")}
        />
        <Button
          type="submit"
          isDisabled={!isFormEdited(initial, form)}
          isPending={sending}
          pendingLabel="Sending"
        >
          Submit
        </Button>
      </form>
    </div>
  );
}
