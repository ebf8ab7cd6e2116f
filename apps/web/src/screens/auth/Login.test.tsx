import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { clearAll, sessionStore } from "../../stores";
import { fakeIdentity, fakeServices } from "../../test/fakes";
import { renderRoutes } from "../../test/renderRoutes";
import { Login } from "./Login";

function open(path: string, identity = fakeIdentity(null)) {
  const routes = [
    { path: "/login", element: <Login /> },
    { path: "/trial", element: <h1>Trial</h1> },
    { path: "/explore/products", element: <h1>Explore</h1> },
  ];
  return renderRoutes(routes, path, fakeServices({ identity })).router;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email Address"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.keyboard("{Enter}");
}

describe("Login", () => {
  beforeEach(clearAll);

  it.each([
    ["/login?p", "Your password has been successfully changed."],
    ["/login?r", "Check your email for a verification link, then log in below."],
    ["/login?regconf=1", "Your account has been confirmed. Please log in below."],
  ])("shows the banner of %s", (path, text) => {
    open(path);
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("requires both fields", async () => {
    open("/login");
    await fillAndSubmit("ada@example.com", "");
    expect(await screen.findByRole("alert")).toHaveTextContent("All fields are required.");
  });

  it("signs in on Enter with the email lower-cased and trimmed, then goes to Explore", async () => {
    const identity = fakeIdentity(null);
    const router = open("/login", identity);
    await fillAndSubmit("Ada@Example.com ", "secret-pass");
    await waitFor(() => expect(router.state.location.pathname).toBe("/explore/products"));
    expect(identity.signIn).toHaveBeenCalledWith("ada@example.com", "secret-pass");
    expect(sessionStore.signedIn).toBe(true);
  });

  it("sends a just-confirmed user to the Trial screen", async () => {
    const router = open("/login?regconf=1");
    await fillAndSubmit("new@example.com", "secret-pass");
    await waitFor(() => expect(router.state.location.pathname).toBe("/trial"));
  });

  it("shows the identity service's message in a red banner", async () => {
    const identity = fakeIdentity(null);
    identity.signIn.mockRejectedValueOnce(new Error("Incorrect username or password."));
    open("/login", identity);
    await fillAndSubmit("ada@example.com", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect username or password.");
  });
});
