// A signed-in page rendered on the server carries the API calls its render made (apps/web's
// entry-server, on the user's token): the browser's first loaders make the same calls, and take each
// answer from the page once instead of asking again. Only an exact request matches (method, address
// and body), and only answers that succeeded are recorded.

export interface RecordedCall {
  method: string;
  url: string;
  body: string | null;
  status: number;
  response: string;
}

const requestOf = (input: RequestInfo | URL, init: RequestInit | undefined) => ({
  method: (init?.method ?? "GET").toUpperCase(),
  url: String(input),
  body: typeof init?.body === "string" ? init.body : null,
});

const jsonResponse = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "application/json" } });

/** `fetch`, with every successful answer appended to `calls`. */
export function recordingFetch(fetch: typeof globalThis.fetch, calls: RecordedCall[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    if (!response.ok) return response;
    const text = await response.text();
    calls.push({ ...requestOf(input, init), status: response.status, response: text });
    return jsonResponse(response.status, text);
  };
}

/** Whether a value from the page is a list of recorded calls (anything else is ignored). */
export function isRecordedCalls(value: unknown): value is RecordedCall[] {
  return (
    Array.isArray(value) &&
    value.every(
      (call) =>
        typeof call === "object" &&
        call !== null &&
        typeof call.method === "string" &&
        typeof call.url === "string" &&
        (call.body === null || typeof call.body === "string") &&
        typeof call.status === "number" &&
        typeof call.response === "string",
    )
  );
}

/** `fetch` that answers a request recorded in `calls` from there, once; any other goes out. */
export function replayingFetch(fetch: typeof globalThis.fetch, calls: readonly RecordedCall[]) {
  const left = [...calls];
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (left.length > 0) {
      const request = requestOf(input, init);
      const at = left.findIndex(
        (call) =>
          call.method === request.method && call.url === request.url && call.body === request.body,
      );
      const recorded = at >= 0 ? left.splice(at, 1)[0] : undefined;
      if (recorded) return Promise.resolve(jsonResponse(recorded.status, recorded.response));
    }
    return fetch(input, init);
  };
}
