import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type SecurityOptions, securityOptionsFromEnv } from "./http/security";

/** Plans that can be bought; each needs a Stripe price when Stripe is configured. */
export const PAID_PLANS = [
  "plan_1",
  "plan_2",
  "plan_3",
  "plan_4",
  "plan_1_annual",
  "plan_2_annual",
] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids by plan (STRIPE_PRICE_PLAN_1 ...). */
  prices: Record<PaidPlan, string>;
  /** A one-time price charged when the new-user trial starts ($1); optional. */
  trialFeePrice: string | null;
}

export interface CognitoConfig {
  userPoolId: string;
  clientId: string;
  region: string;
}

export interface ServerConfig {
  port: number;
  /** The address to listen on: loopback unless HOST says otherwise. */
  host: string;
  /**
   * Demo mode: demo accounts (public password) and /dev/outbox. Only outside production and only
   * when both the listening address and the public origin are loopback.
   */
  demo: boolean;
  dataDir: string;
  databaseUrl: string | null;
  demoProducts: number;
  demoPassword: string;
  productName: string;
  publicOrigin: string;
  beta: boolean;
  supportEmail: string;
  production: boolean;
  cognito: CognitoConfig | null;
  stripe: StripeConfig | null;
  smtpUrl: string | null;
  /** An external form service; null means the server's own /forms/support. */
  formEndpoint: string | null;
  /** Outside links the web app shows only when set (served in /config.json). */
  links: OutsideLinks;
  webDist: string;
  /** Headers, CSP, CORS and rate limits (src/http/security.ts). */
  security: SecurityOptions;
  /** Test-only: lets Track Shop reach stores on 127.0.0.1 (the browser journeys' fake stores). */
  trackerAllowLoopback: boolean;
  /**
   * ECB_RATES: fetch the ECB's daily reference rates (on by default only with NODE_ENV=production);
   * off, prices convert at the bundled snapshot's rates, and nothing is fetched (tests, CI, dev).
   */
  ecbRates: boolean;
  /**
   * CHECK_RESPONSES: check every API answer against the contract before it is sent (on by default
   * outside production), so contract drift fails loudly in tests and journeys.
   */
  checkResponses: boolean;
  /** Print progress and logins; tests turn it off. */
  log: (line: string) => void;
}

export interface OutsideLinks {
  legacySite: string | null;
  affiliate: string | null;
  communityChat: string | null;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

type Env = Record<string, string | undefined>;

/** apps/server, from src/config.ts and from the bundle dist/main.js alike (both one level down). */
export const SERVER_PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'.`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = text(env, name)?.toLowerCase() ?? null;
  if (raw === null || ["0", "false", "no", "off"].includes(raw)) return false;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  throw new ConfigError(`${name} must be 1 or 0 (true or false), got '${raw}'.`);
}

function origin(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got '${raw}'.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must use http or https, got '${raw}'.`);
  }
  return url.origin;
}

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an email address, got '${value}'.`);
  }
  return value;
}

/** All three or none: a half-configured pool would silently fall back to the own identity service. */
function cognito(env: Env): CognitoConfig | null {
  const names = ["COGNITO_USER_POOL_ID", "COGNITO_CLIENT_ID", "COGNITO_REGION"] as const;
  const [userPoolId, clientId, region] = names.map((n) => text(env, n));
  if (!userPoolId && !clientId && !region) return null;
  if (!userPoolId || !clientId || !region) {
    const missing = names.filter((n) => !text(env, n)).join(", ");
    throw new ConfigError(`AWS Cognito needs all of ${names.join(", ")}; missing ${missing}.`);
  }
  return { userPoolId, clientId, region };
}

function stripe(env: Env): StripeConfig | null {
  const secretKey = text(env, "STRIPE_SECRET_KEY");
  if (!secretKey) return null;
  const webhookSecret = text(env, "STRIPE_WEBHOOK_SECRET");
  const missing: string[] = webhookSecret ? [] : ["STRIPE_WEBHOOK_SECRET"];
  const prices = {} as Record<PaidPlan, string>;
  for (const plan of PAID_PLANS) {
    const name = `STRIPE_PRICE_${plan.toUpperCase()}`;
    const price = text(env, name);
    if (price) prices[plan] = price;
    else missing.push(name);
  }
  if (missing.length > 0) {
    throw new ConfigError(`STRIPE_SECRET_KEY is set, so Stripe also needs ${missing.join(", ")}.`);
  }
  return {
    secretKey,
    webhookSecret: webhookSecret as string,
    prices,
    trialFeePrice: text(env, "STRIPE_PRICE_TRIAL_FEE"),
  };
}

function formEndpoint(env: Env): string | null {
  const raw = text(env, "FORM_ENDPOINT");
  if (raw === null) return null;
  if (raw.startsWith("/")) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol === "https:" || url.protocol === "http:") return raw;
  } catch {
    // reported below
  }
  throw new ConfigError(`FORM_ENDPOINT must be an http(s) URL or a path, got '${raw}'.`);
}

/** An absolute http(s) address the browser opens in a new tab, or null when unset. */
function outsideLink(env: Env, name: string): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === "https:" || url.protocol === "http:") return url.href;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an absolute http(s) URL, got '${raw}'.`);
}

/** localhost, 127.0.0.0/8 and ::1 (with or without brackets). */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  return name === "localhost" || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Reads and checks the environment; throws ConfigError with a message that says what to fix. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, "PORT", 8080, 0, 65535);
  const production = env.NODE_ENV === "production";
  const host = text(env, "HOST") ?? "127.0.0.1";
  const publicOrigin = origin(env, "PUBLIC_ORIGIN", `http://localhost:${port}`);
  const config: ServerConfig = {
    port,
    host,
    demo: !production && isLoopbackHost(host) && isLoopbackHost(new URL(publicOrigin).hostname),
    dataDir: resolve(text(env, "DATA_DIR") ?? ".data"),
    databaseUrl: text(env, "DATABASE_URL"),
    demoProducts: integer(env, "DEMO_PRODUCTS", 20_000, 0, 5_000_000),
    demoPassword: text(env, "DEMO_PASSWORD") ?? "hotshelf-demo",
    productName: text(env, "PRODUCT_NAME") ?? "Hotshelf",
    publicOrigin,
    beta: flag(env, "BETA"),
    supportEmail: email(env, "SUPPORT_EMAIL", "support@hotshelf.example"),
    production,
    cognito: cognito(env),
    stripe: stripe(env),
    smtpUrl: text(env, "SMTP_URL"),
    formEndpoint: formEndpoint(env),
    links: {
      legacySite: outsideLink(env, "LEGACY_SITE_URL"),
      affiliate: outsideLink(env, "AFFILIATE_URL"),
      communityChat: outsideLink(env, "COMMUNITY_CHAT_URL"),
    },
    webDist: resolve(SERVER_PACKAGE_DIR, text(env, "WEB_DIST") ?? "../web/dist"),
    trackerAllowLoopback: flag(env, "TRACKER_ALLOW_LOOPBACK"),
    ecbRates: text(env, "ECB_RATES") === null ? production : flag(env, "ECB_RATES"),
    checkResponses:
      text(env, "CHECK_RESPONSES") === null ? !production : flag(env, "CHECK_RESPONSES"),
    security: securityOptionsFromEnv(env),
    log: (line) => console.log(line),
  };
  if (config.demoPassword.length < 8) {
    throw new ConfigError("DEMO_PASSWORD must have at least 8 characters (the password rule).");
  }
  const allowLocalPayments = flag(env, "ALLOW_LOCAL_PAYMENTS");
  if (production && config.trackerAllowLoopback) {
    throw new ConfigError(
      "TRACKER_ALLOW_LOOPBACK is a test-only setting: it would let Track Shop reach this machine's own " +
        "services. Unset it in production.",
    );
  }
  if (production && !config.stripe && !allowLocalPayments) {
    throw new ConfigError(
      "NODE_ENV=production but STRIPE_SECRET_KEY is not set, so the local test-mode payment provider would be used. " +
        "It grants paid plans without charging anyone. " +
        "Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and the STRIPE_PRICE_* ids, or ALLOW_LOCAL_PAYMENTS=1 to accept that.",
    );
  }
  return config;
}
