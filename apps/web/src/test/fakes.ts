import type { ApiClient } from "@hotshelf/api/client";
import type { AppConfig, Licence, UnauthWinnersResponse } from "@hotshelf/api/contract";
import type { IdentityClient, IdentitySession } from "@hotshelf/api/identity";
import { vi } from "vitest";
import type { AnalyticsSink } from "../app/analytics";
import type { Services } from "../app/services";

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

/** A paying Basic licence valid for 20 more days; override what a test is about. */
export function licence(overrides: Partial<Licence> = {}): Licence {
  return {
    plan_name: "plan_1",
    nickname: "Basic",
    plan_nickname: "Basic",
    hasUsedProTrial: false,
    expires: nowS() + 20 * DAY_S,
    renewal_time: nowS() + 20 * DAY_S,
    on_grace_period: false,
    subscription_id: "sub_1",
    can_hotshelf: true,
    can_ads: false,
    invoice_status: "paid",
    licenseExpired: false,
    isNewAccount: false,
    ...overrides,
  };
}

export function session(overrides: Partial<IdentitySession> = {}): IdentitySession {
  return {
    idToken: "header.payload.signature",
    email: "ada@example.com",
    groups: [],
    isAdmin: false,
    expiresAt: Date.now() + 3_600_000,
    ...overrides,
  };
}

export const config: AppConfig = {
  productName: "Hotshelf",
  apiBase: "/prod",
  mediaBase: "/media",
  adMediaBase: "/media/ads",
  supportEmail: "support@hotshelf.test",
  beta: false,
  formEndpoint: "/forms/support",
  links: { legacySite: null, affiliate: null, communityChat: null },
  identity: {
    userPoolId: "local_pool",
    clientId: "client",
    region: "us-east-1",
    endpoint: "/idp",
    authFlow: "USER_PASSWORD_AUTH",
  },
};

/** The API client at the unit tests' boundary: every call a mock, the licence one answering `lic`. */
export function fakeApi(lic: Licence | (() => Promise<Licence>) = licence()) {
  const api = {
    license: vi.fn(typeof lic === "function" ? lic : async () => lic),
    referrer: vi.fn(async () => ({ ok: true as const })),
    stripeManage: vi.fn(async () => ({ redirect_url: "https://pay.test/portal" })),
    licenseUpgradeProTrial: vi.fn(async () => ({ success: true })),
    licenseCheckout: vi.fn(async () => ({ redirect_url: "https://pay.test/checkout" })),
    licenseNewUserTrial: vi.fn(async () => ({ redirect_url: "https://pay.test/trial" })),
    customerGet: vi.fn(async () => ({
      line1: "",
      line2: "",
      city: "",
      state: "",
      country: "",
      postal_code: "",
    })),
    unauthWinners: vi.fn(async (): Promise<UnauthWinnersResponse> => ({ items: [] })),
  };
  return api as typeof api & ApiClient;
}

export function fakeIdentity(current: IdentitySession | null = session()) {
  const identity = {
    currentSession: vi.fn(async () => current),
    storedSession: vi.fn(() => current),
    signIn: vi.fn(async (email: string) => session({ email })),
    signOut: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => current?.idToken ?? null),
  };
  return identity as typeof identity & IdentityClient;
}

export function fakeServices(
  parts: { api?: ApiClient; identity?: IdentityClient; analytics?: AnalyticsSink } = {},
): Services {
  return {
    config,
    api: parts.api ?? fakeApi(),
    identity: parts.identity ?? fakeIdentity(),
    analytics: parts.analytics ?? { send: vi.fn() },
    navigateAway: vi.fn(),
  };
}
