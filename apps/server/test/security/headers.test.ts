// Issue 8 part 7 on the server exactly as started (securityMiddleware mounted by app.ts).
import { afterAll, beforeAll, describe } from "vitest";
import { type HardenedServer, hardeningChecks } from "./hardening";
import { type SecurityServer, startSecurityServer } from "./support";

describe("security headers and limits (the server as started)", () => {
  let s: SecurityServer;

  beforeAll(async () => {
    // The demo sign-ins at start use part of the identity burst.
    s = await startSecurityServer("pglite", {
      RATE_LIMITS: "1",
      RATE_LIMIT_FORMS: "2/1",
      RATE_LIMIT_CONFIRM: "3/1",
      RATE_LIMIT_IDP: "30/1",
    });
  });
  afterAll(() => s?.stop());

  hardeningChecks(
    (): HardenedServer => ({
      baseUrl: s.baseUrl,
      account: s.as.pro,
      limits: { forms: 2, confirm: 3, identity: 30 },
    }),
  );
});
