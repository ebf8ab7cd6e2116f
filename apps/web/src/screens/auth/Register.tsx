import { validateRegister } from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { Checkbox } from "@hotshelf/ui/Checkbox";
import { Link } from "@hotshelf/ui/Link";
import { TextField } from "@hotshelf/ui/TextField";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useServices } from "../../app/services";
import { AuthCard } from "./AuthCard";
import { identityMessage } from "./identityMessage";

export function Register() {
  const { identity } = useServices();
  const navigate = useNavigate();
  const [form, setForm] = useState({
    name: "",
    email: "",
    password: "",
    confirmPassword: "",
    subscribeToNewsletter: true,
    agreeToTerms: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRegister(form);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    setLoading(true);
    try {
      await identity.signUp(checked.value);
      await navigate("/login?r");
    } catch (failure) {
      setError(identityMessage(failure));
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Register">
      {error && <Banner tone="danger">{error}</Banner>}
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
          description="Email addresses are processed immediately once entered."
          value={form.email}
          onChange={set("email")}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set("password")}
        />
        <TextField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set("confirmPassword")}
        />
        <Checkbox isSelected={form.subscribeToNewsletter} onChange={set("subscribeToNewsletter")}>
          Send me product news and tips by email
        </Checkbox>
        <div className="flex flex-col gap-1">
          <Checkbox isSelected={form.agreeToTerms} onChange={set("agreeToTerms")}>
            I agree to the Terms of Service
          </Checkbox>
          <Link href="/terms" className="ml-7 text-sm">
            Read the Terms of Service
          </Link>
        </div>
        <Button type="submit" isPending={loading} pendingLabel="Registering">
          Register
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/forgot">Forgot Password?</Link>
        <Link href="/login">Already have an account? Login</Link>
      </div>
    </AuthCard>
  );
}
