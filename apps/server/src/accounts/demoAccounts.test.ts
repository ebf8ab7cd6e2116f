// The demo accounts are how a visitor (and the browser journeys) reach every licence screen: each
// blocking overlay of spec 000 §4 and the new-account redirect must belong to some account, as the real
// licence code derives it.
import { Licence } from "@hotshelf/api/contract";
import { decideOverlay, type LicenceOverlay, shouldRedirectToTrial } from "@hotshelf/domain";
import { describe, expect, it } from "vitest";
import { deriveLicence, withProductFlag } from "../licence";
import { DEMO_ACCOUNTS } from "./demoAccounts";

const NOW = Date.UTC(2026, 10, 22, 12);

function licenceOf(email: string) {
  const account = DEMO_ACCOUNTS.find((demo) => demo.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  // Read as the web app reads it: through the wire contract.
  return Licence.parse(withProductFlag(deriveLicence(account.licence(NOW), NOW), "Hotshelf"));
}

describe("the demo accounts", () => {
  it("have distinct addresses", () => {
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it("reach each blocking overlay, in the spec's priority", () => {
    const overlays: Record<string, LicenceOverlay | null> = {};
    for (const { email } of DEMO_ACCOUNTS) {
      // A new account is sent to the trial offer (a route that skips the overlays) before any shows.
      if (!shouldRedirectToTrial(licenceOf(email), {}))
        overlays[email] = decideOverlay(licenceOf(email), {}, NOW);
    }
    expect(overlays).toEqual({
      "pro@example.com": null,
      "basic@example.com": null,
      "expired@example.com": "expired",
      "pastdue@example.com": "past_due",
      "noaccess@example.com": "cannot_use",
      "protrial@example.com": "pro_trial_upgrade",
      "admin@example.com": null,
    });
  });

  it("send only the new account to the trial offer", () => {
    const redirected = DEMO_ACCOUNTS.filter(({ email }) =>
      shouldRedirectToTrial(licenceOf(email), {}),
    ).map(({ email }) => email);
    expect(redirected).toEqual(["new@example.com"]);
  });

  it("offer the Pro trial only where the plan lacks the main tool and the trial is unused", () => {
    expect(licenceOf("protrial@example.com")).toMatchObject({
      can_hotshelf: false,
      hasUsedProTrial: false,
      licenseExpired: false,
    });
    expect(licenceOf("noaccess@example.com")).toMatchObject({
      can_hotshelf: false,
      hasUsedProTrial: true,
    });
  });
});
