import { describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { createApiClient } from "./createApiClient";
import { recordCounter } from "./exportRows";

const encoder = new TextEncoder();

/** A streamed body in the given pieces, as the server's chunks arrive. */
function streamed(pieces: string[], headers: Record<string, string>, status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

const request = {
  source: { kind: "tracked_shops" as const },
  format: "csv" as const,
};

function clientAnswering(reply: () => Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  const client = createApiClient({
    baseUrl: "/prod/",
    getToken: () => "token-1",
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return reply();
    }) as unknown as typeof fetch,
  });
  return { client, sent };
}

describe("exportRows", () => {
  it("posts the request, reports rows as they arrive and hands back the file", async () => {
    const { client, sent } = clientAnswering(() =>
      streamed(['Shop ID,Shop\r\n1,"A\r\nB"\r\n', "2,C", "\r\n3,D\r\n"], {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="hotshelf-tracked-shops-2026-11-25.csv"',
        "X-Total-Rows": "3",
      }),
    );
    const progress: unknown[] = [];
    const file = await client.exportRows(request, { onProgress: (p) => progress.push(p) });
    expect(sent[0]?.url).toBe("/prod/v3/export");
    expect(sent[0]?.init.method).toBe("POST");
    expect(sent[0]?.init.headers).toMatchObject({ Authorization: "token-1" });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(request);
    expect(progress).toEqual([
      { rows: 0, total: 3 },
      { rows: 1, total: 3 },
      { rows: 1, total: 3 },
      { rows: 3, total: 3 },
    ]);
    expect(file.rows).toBe(3);
    expect(file.fileName).toBe("hotshelf-tracked-shops-2026-11-25.csv");
    expect(file.blob.type).toBe("text/csv; charset=utf-8");
    expect(await file.blob.text()).toBe('Shop ID,Shop\r\n1,"A\r\nB"\r\n2,C\r\n3,D\r\n');
  });

  it("reports no total when the server does not know it", async () => {
    const { client } = clientAnswering(() => streamed(['{"a":1}\n{"a":2}\n'], {}));
    const progress: unknown[] = [];
    const file = await client.exportRows(
      { ...request, format: "jsonl" },
      { onProgress: (p) => progress.push(p) },
    );
    expect(progress.at(-1)).toEqual({ rows: 2, total: null });
    expect(file.rows).toBe(2);
  });

  it("turns a refusal into an ApiError with the status and the server's message", async () => {
    const { client } = clientAnswering(
      () =>
        new Response(JSON.stringify({ message: "You have reached the limit." }), {
          status: 429,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const error = await client.exportRows(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toBe("You have reached the limit.");
  });
});

describe("recordCounter", () => {
  it("counts CSV records, not line feeds inside quoted cells, across chunks", () => {
    const count = recordCounter("csv");
    expect(count(encoder.encode('a,"x\n'))).toBe(0);
    expect(count(encoder.encode('y"""\r\nb\r\n'))).toBe(2);
  });
});
