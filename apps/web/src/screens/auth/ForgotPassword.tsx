import { validateRecoverCode, validateRecoverEmail } from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { Link } from "@hotshelf/ui/Link";
import { TextField } from "@hotshelf/ui/TextField";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useServices } from "../../app/services";
import { AuthCard } from "./AuthCard";
import { identityMessage } from "./identityMessage";

/** Two steps: the email gets a verification code; the code and a new password then lead to Login. */
export function ForgotPassword() {
  const { identity } = useServices();
  const navigate = useNavigate();
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function attempt(work: () => Promise<void>) {
    setError(null);
    setLoading(true);
    try {
      await work();
    } catch (failure) {
      setError(identityMessage(failure));
    } finally {
      setLoading(false);
    }
  }

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRecoverEmail(email);
    if (!checked.ok) return setError(checked.error);
    void attempt(async () => {
      await identity.forgotPassword(checked.value);
      setEmail(checked.value);
      setStep("code");
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRecoverCode({ code, password, confirmPassword });
    if (!checked.ok) return setError(checked.error);
    void attempt(async () => {
      await identity.confirmPassword(email, checked.value.code, checked.value.password);
      await navigate("/login?p");
    });
  };

  return (
    <AuthCard title="Forgot Password">
      {error && <Banner tone="danger">{error}</Banner>}
      {step === "email" ? (
        <form className="flex flex-col gap-4" onSubmit={sendCode} noValidate>
          <p className="text-muted text-sm">
            Enter your email address and we will send you a verification code.
          </p>
          <TextField
            label="Email Address"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
          />
          <Button type="submit" isPending={loading} pendingLabel="Sending code">
            Send Verification Code
          </Button>
        </form>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={reset} noValidate>
          <Banner tone="info">We sent a verification code to {email}.</Banner>
          <TextField
            label="Verification Code"
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
          />
          <TextField
            label="New Password"
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
          />
          <Button type="submit" isPending={loading} pendingLabel="Changing password">
            Change Password
          </Button>
        </form>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/login">Back to Login</Link>
        <Link href="/register">Create an account</Link>
      </div>
    </AuthCard>
  );
}
