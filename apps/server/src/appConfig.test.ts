import { AppConfig } from "@hotshelf/api/contract";
import { describe, expect, it } from "vitest";
import { appConfig } from "./app";
import { loadConfig } from "./config";
import type { Identity } from "./identity/types";

const identity = {
  clientConfig: () => ({
    userPoolId: "pool",
    clientId: "client",
    region: "us-east-1",
    endpoint: "/idp",
    authFlow: "USER_SRP_AUTH",
  }),
} as unknown as Identity;

describe("GET /config.json's body", () => {
  it("carries the deployment's outside links for the web app", () => {
    const body = appConfig(
      loadConfig({
        LEGACY_SITE_URL: "https://old.shopradar.com/",
        AFFILIATE_URL: "https://affiliates.shopradar.com/join",
        COMMUNITY_CHAT_URL: "https://chat.shopradar.com/",
      }),
      identity,
    );
    expect(AppConfig.parse(body).links).toEqual({
      legacySite: "https://old.shopradar.com/",
      affiliate: "https://affiliates.shopradar.com/join",
      communityChat: "https://chat.shopradar.com/",
    });
  });

  it("has null links when none is set, so the app hides them", () => {
    expect(appConfig(loadConfig({}), identity).links).toEqual({
      legacySite: null,
      affiliate: null,
      communityChat: null,
    });
  });
});
