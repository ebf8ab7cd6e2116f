import { describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { sendSupportForm } from "./supportForm";

const form = { name: "Ann", _replyto: "ann@example.com", message: "Help" };

function fetchReplying(response: Response | Error) {
  const sent: { url: string; body: unknown }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    if (response instanceof Error) throw response;
    return response;
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

describe("sendSupportForm", () => {
  it("posts the fields as JSON to the form endpoint", async () => {
    const fake = fetchReplying(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await sendSupportForm("/forms/support", form, { fetch: fake.fetch });
    expect(fake.sent).toEqual([{ url: "/forms/support", body: form }]);
  });

  it("throws the service's first error message", async () => {
    const refusal = { errors: [{ message: "should be an email", field: "_replyto" }] };
    const fake = fetchReplying(new Response(JSON.stringify(refusal), { status: 422 }));
    const error = await sendSupportForm("/f", form, { fetch: fake.fetch }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "bad_request", status: 422 });
    expect(error.message).toBe("should be an email");
  });

  it("reports an unreachable service as a network error", async () => {
    const fake = fetchReplying(new TypeError("Failed to fetch"));
    const error = await sendSupportForm("/f", form, { fetch: fake.fetch }).catch((e) => e);
    expect(error).toMatchObject({ kind: "network", status: null });
  });
});
