import type { ApiClient, CallOptions } from "@hotshelf/api/client";
import type { CallName, CallRequest, CallResponse } from "@hotshelf/api/contract";

/** How often a read is tried again when no response came, and the pause before each new try. */
export const NETWORK_RETRIES = 2;
export const RETRY_DELAY_MS = 400;

export interface CallSettings {
  /** Cancels the call (and any pause before a new try); the call then rejects as aborted. */
  signal?: AbortSignal;
  /** Tries after a network failure; writes pass 0, since the server may have acted already. */
  retries?: number;
}

/** No response came at all (the client's ApiError kind "network"); any answer is final. */
function isNetworkFailure(error: unknown): boolean {
  return (error as { kind?: unknown } | null)?.kind === "network";
}

/** The call was cancelled by its signal: nobody waits for its outcome. */
export function isAborted(error: unknown): boolean {
  const { kind, name } = (error ?? {}) as { kind?: unknown; name?: unknown };
  return kind === "aborted" || name === "AbortError";
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

type Method<N extends CallName> = (...args: unknown[]) => Promise<CallResponse<N>>;

/**
 * One server call, `api[name](request)`: tried again (after a short, growing pause) while the
 * network fails, at most `retries` more times, and cancelled by the signal. Every other failure is
 * thrown at once. The client sees only the arguments given (no empty request, no empty options).
 */
export async function call<N extends CallName>(
  api: ApiClient,
  name: N,
  request?: CallRequest<N>,
  { signal, retries = NETWORK_RETRIES }: CallSettings = {},
): Promise<CallResponse<N>> {
  const method = api[name] as unknown as Method<N>;
  const options: CallOptions | undefined = signal ? { signal } : undefined;
  const args = options ? [request ?? {}, options] : request === undefined ? [] : [request];
  for (let attempt = 0; ; attempt++) {
    try {
      return await method(...args);
    } catch (error) {
      // A caller that gave up hears of that, not of the attempt the abort interrupted.
      if (signal?.aborted) throw signal.reason;
      if (attempt >= retries || !isNetworkFailure(error)) throw error;
      await pause(RETRY_DELAY_MS * (attempt + 1), signal);
    }
  }
}

/** A call that changes something on the server: never repeated, since the first may have landed. */
export function write<N extends CallName>(
  api: ApiClient,
  name: N,
  request?: CallRequest<N>,
): Promise<CallResponse<N>> {
  return call(api, name, request, { retries: 0 });
}
