import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const STRIPE_PRICES = {
  STRIPE_PRICE_PLAN_1: "price_1",
  STRIPE_PRICE_PLAN_2: "price_2",
  STRIPE_PRICE_PLAN_3: "price_3",
  STRIPE_PRICE_PLAN_4: "price_4",
  STRIPE_PRICE_PLAN_1_ANNUAL: "price_1a",
  STRIPE_PRICE_PLAN_2_ANNUAL: "price_2a",
};

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: null,
      demoProducts: 20_000,
      demoPassword: "hotshelf-demo",
      productName: "Hotshelf",
      publicOrigin: "http://localhost:8080",
      beta: false,
      supportEmail: "support@hotshelf.example",
      production: false,
      cognito: null,
      stripe: null,
      smtpUrl: null,
      formEndpoint: null,
      links: { legacySite: null, affiliate: null, communityChat: null },
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it("derives the public origin from PORT and reads flags", () => {
    const config = loadConfig({
      PORT: "9000",
      BETA: "1",
      PRODUCT_NAME: "Shop Radar",
      FORM_ENDPOINT: "https://forms.example/f/x",
    });
    expect(config).toMatchObject({
      publicOrigin: "http://localhost:9000",
      beta: true,
      productName: "Shop Radar",
    });
    expect(config.formEndpoint).toBe("https://forms.example/f/x");
  });

  it("reads the outside links the web app shows only when set", () => {
    const config = loadConfig({
      LEGACY_SITE_URL: "https://old.shopradar.com",
      AFFILIATE_URL: "https://affiliates.shopradar.com/join",
      COMMUNITY_CHAT_URL: " https://discord.gg/shopradar ",
    });
    expect(config.links).toEqual({
      legacySite: "https://old.shopradar.com/",
      affiliate: "https://affiliates.shopradar.com/join",
      communityChat: "https://discord.gg/shopradar",
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT must be a whole number from 0 to 65535, got 'eighty'."],
    [{ DEMO_PRODUCTS: "-5" }, "DEMO_PRODUCTS must be a whole number"],
    [{ BETA: "maybe" }, "BETA must be 1 or 0"],
    [{ PUBLIC_ORIGIN: "localhost" }, "PUBLIC_ORIGIN must be an absolute http(s) URL"],
    [
      { LEGACY_SITE_URL: "legacy.shopradar.com" },
      "LEGACY_SITE_URL must be an absolute http(s) URL",
    ],
    [{ AFFILIATE_URL: "javascript:alert(1)" }, "AFFILIATE_URL must be an absolute http(s) URL"],
    [{ SUPPORT_EMAIL: "support" }, "SUPPORT_EMAIL must be an email address"],
    [{ DEMO_PASSWORD: "short" }, "DEMO_PASSWORD must have at least 8 characters"],
    [{ COGNITO_USER_POOL_ID: "eu-west-1_abc" }, "missing COGNITO_CLIENT_ID, COGNITO_REGION"],
    [
      { STRIPE_SECRET_KEY: "sk_test_1" },
      "Stripe also needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PLAN_1",
    ],
    [{ FORM_ENDPOINT: "ftp://x" }, "FORM_ENDPOINT must be an http(s) URL or a path"],
  ])("refuses %o with a message saying what to fix", (env, message) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(message);
  });

  it("reads a complete Stripe and Cognito setup", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      ...STRIPE_PRICES,
      COGNITO_USER_POOL_ID: "eu-west-1_abc",
      COGNITO_CLIENT_ID: "client",
      COGNITO_REGION: "eu-west-1",
    });
    expect(config.stripe?.prices.plan_2_annual).toBe("price_2a");
    expect(config.stripe?.trialFeePrice).toBeNull();
    expect(config.cognito).toEqual({
      userPoolId: "eu-west-1_abc",
      clientId: "client",
      region: "eu-west-1",
    });
  });

  it("refuses local payments in production unless told to, saying why", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrowError(
      /local test-mode payment provider.*without charging/,
    );
    const allowed = loadConfig({ NODE_ENV: "production", ALLOW_LOCAL_PAYMENTS: "true" });
    expect(allowed.production).toBe(true);
    expect(allowed.demo).toBe(false);
  });

  it("fetches the ECB's rates by default only in production, and reads ECB_RATES", () => {
    const production = { NODE_ENV: "production", ALLOW_LOCAL_PAYMENTS: "1" };
    expect(loadConfig({}).ecbRates).toBe(false);
    expect(loadConfig({ ECB_RATES: "on" }).ecbRates).toBe(true);
    expect(loadConfig(production).ecbRates).toBe(true);
    expect(loadConfig({ ...production, ECB_RATES: "off" }).ecbRates).toBe(false);
    expect(() => loadConfig({ ECB_RATES: "daily" })).toThrowError(/ECB_RATES must be 1 or 0/);
  });

  it("checks answers against the contract by default only outside production, and reads CHECK_RESPONSES", () => {
    const production = { NODE_ENV: "production", ALLOW_LOCAL_PAYMENTS: "1" };
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ CHECK_RESPONSES: "0" }).checkResponses).toBe(false);
    expect(loadConfig(production).checkResponses).toBe(false);
    expect(loadConfig({ ...production, CHECK_RESPONSES: "1" }).checkResponses).toBe(true);
  });

  it("listens on loopback unless HOST is set, and is a demo only on loopback outside production", () => {
    const local = loadConfig({});
    expect(local).toMatchObject({ host: "127.0.0.1", demo: true });
    expect(loadConfig({ HOST: "0.0.0.0" })).toMatchObject({ host: "0.0.0.0", demo: false });
    expect(loadConfig({ HOST: "::1", PUBLIC_ORIGIN: "http://127.0.0.1:8080" }).demo).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: "https://shop.example" }).demo).toBe(false);
  });
});
