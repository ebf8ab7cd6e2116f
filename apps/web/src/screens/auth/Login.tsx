import { afterLoginPath, loginBanner, validateLogin } from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { Checkbox } from "@hotshelf/ui/Checkbox";
import { Link } from "@hotshelf/ui/Link";
import { TextField } from "@hotshelf/ui/TextField";
import { type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useServices } from "../../app/services";
import { signIn } from "../../auth/auth";
import { AuthCard } from "./AuthCard";
import { identityMessage } from "./identityMessage";

export function Login() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const notice = loginBanner(search);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLogin({ email, password });
    if (!checked.ok) return setError(checked.error);
    setError(null);
    setLoading(true);
    try {
      await signIn(services, checked.value.email, checked.value.password, {
        origin: window.location.origin,
        referrer: document.referrer,
      });
      await navigate(afterLoginPath(search));
    } catch (failure) {
      setError(identityMessage(failure));
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Login">
      {notice && <Banner tone="info">{notice}</Banner>}
      {error && <Banner tone="danger">{error}</Banner>}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {/* Kept from the original app, where it never did anything either (000 §2). */}
        <Checkbox>Remember me</Checkbox>
        <Button type="submit" isPending={loading} pendingLabel="Logging in">
          Login
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/forgot">Forgot Password?</Link>
        <Link href="/register">Create an account</Link>
      </div>
    </AuthCard>
  );
}
