import { ACCOUNT_MESSAGES, PASSWORD_HINT, validateChangePassword } from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { TextField } from "@hotshelf/ui/TextField";
import { type FormEvent, useState } from "react";
import { useServices } from "../../app/services";
import { identityMessage } from "../auth/identityMessage";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePassword() {
  const { identity } = useServices();
  const [form, setForm] = useState(EMPTY);
  const [outcome, setOutcome] = useState<{ tone: "info" | "danger"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateChangePassword(form);
    if (!checked.ok) return setOutcome({ tone: "danger", text: checked.error });
    setOutcome(null);
    setSaving(true);
    try {
      await identity.changePassword(checked.value.currentPassword, checked.value.newPassword);
      setForm(EMPTY);
      setOutcome({ tone: "info", text: ACCOUNT_MESSAGES.passwordChanged });
    } catch (failure) {
      setOutcome({ tone: "danger", text: identityMessage(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="password-title" className="flex flex-col gap-4">
      <h2 id="password-title" className="font-semibold text-lg">
        Change Password
      </h2>
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set("currentPassword")}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          description={PASSWORD_HINT}
          value={form.newPassword}
          onChange={set("newPassword")}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set("confirmPassword")}
        />
        <div>
          <Button type="submit" isPending={saving} pendingLabel="Changing password">
            Change Password
          </Button>
        </div>
      </form>
    </section>
  );
}
