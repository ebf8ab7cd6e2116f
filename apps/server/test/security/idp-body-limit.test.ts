// Found by the fuzzing suite: /idp refuses a body over its 32 KB limit with 413 but leaves the unread
// rest on a kept-alive connection, so the client's next request on it fails ("other side closed").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SecurityServer, startSecurityServer } from "./support";

describe("the identity endpoint's body limit", () => {
  let s: SecurityServer;

  beforeAll(async () => {
    s = await startSecurityServer("pglite");
  });
  afterAll(() => s?.stop());

  const post = (body: string) =>
    fetch(`${s.baseUrl}/idp`, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
      },
      body,
    });

  it("refuses a large body and keeps answering the next request", async () => {
    const large = await post(JSON.stringify({ ClientId: "x".repeat(200 * 1024) }));
    expect(large.status).toBe(413);
    expect(large.headers.get("connection")).toBe("close");
    await large.text();
    const next = await post(JSON.stringify({ ClientId: "nope" }));
    expect(next.status).toBe(400);
  });
});
