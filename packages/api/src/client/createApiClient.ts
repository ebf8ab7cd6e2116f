import { z } from "zod";
import {
  ApiErrorBody,
  CALL_NAMES,
  type CallName,
  type CallRequest,
  type CallResponse,
  calls,
  isApiReason,
} from "../contract";
import { ApiError, isAbort, kindOfStatus } from "./ApiError";

export interface ApiClientOptions {
  /** The API base: AppConfig.apiBase ("/prod"), absolute or relative to the page. */
  baseUrl: string;
  /** The current ID token, or null when signed out. */
  getToken: () => string | null | Promise<string | null>;
  fetch?: typeof fetch;
  /** Check requests and replies against the contract; on unless this is a production build. */
  validate?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
}

type CallMethod<N extends CallName> =
  // Calls without required fields (no body, or only optional ones) may be called without one.
  Record<string, never> extends CallRequest<N>
    ? (request?: CallRequest<N>, options?: CallOptions) => Promise<CallResponse<N>>
    : (request: CallRequest<N>, options?: CallOptions) => Promise<CallResponse<N>>;

/** One method per call of the contract's table, e.g. `client.search({ query })`. */
export type ApiClient = { readonly [N in CallName]: CallMethod<N> };

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const validate = options.validate ?? !isProductionBuild();
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call<N extends CallName>(
    name: N,
    request: CallRequest<N> | undefined,
    callOptions: CallOptions = {},
  ): Promise<CallResponse<N>> {
    const def = calls[name];
    const body = request ?? {};
    if (validate) {
      const checked = def.request.safeParse(body);
      if (!checked.success) {
        throw new ApiError(
          "invalid_request",
          `Invalid request for ${name}: ${z.prettifyError(checked.error)}`,
          { call: name },
        );
      }
    }

    const headers: Record<string, string> = { Accept: "application/json" };
    if (def.auth) {
      const token = await options.getToken();
      if (!token) throw new ApiError("unauthorized", "Not signed in.", { call: name });
      // The raw token, as the original app sent it; the server also accepts "Bearer <token>".
      headers.Authorization = token;
    }
    let url = `${base}${def.path}`;
    const init: RequestInit = { method: def.method, headers, signal: callOptions.signal ?? null };
    if (def.method === "GET") {
      url += queryString(body);
    } else {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      if (isAbort(cause)) throw new ApiError("aborted", `${name} was cancelled.`, { call: name });
      throw new ApiError("network", `${name} could not reach the server.`, { call: name, cause });
    }
    if (!response.ok) throw await errorFromResponse(name, response);

    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      if (isAbort(cause)) throw new ApiError("aborted", `${name} was cancelled.`, { call: name });
      throw new ApiError("invalid_response", `${name} replied with something other than JSON.`, {
        call: name,
        status: response.status,
        cause,
      });
    }
    if (!validate) return json as CallResponse<N>;
    const parsed = def.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(
        "invalid_response",
        `${name} replied outside the contract: ${z.prettifyError(parsed.error)}`,
        { call: name, status: response.status, cause: parsed.error },
      );
    }
    return parsed.data as CallResponse<N>;
  }

  const client = Object.fromEntries(
    CALL_NAMES.map((name) => [
      name,
      (request?: CallRequest<typeof name>, callOptions?: CallOptions) =>
        call(name, request, callOptions),
    ]),
  );
  return client as unknown as ApiClient;
}

async function errorFromResponse(call: string, response: Response): Promise<ApiError> {
  const status = response.status;
  const text = await response.text().catch(() => "");
  let message: string | null = null;
  try {
    const body = ApiErrorBody.safeParse(JSON.parse(text));
    if (body.success) message = body.data.message;
  } catch {
    // Not JSON (a proxy's error page, say): fall back to the status line below.
  }
  const reason = isApiReason(message) ? message : null;
  return new ApiError(kindOfStatus(status), message ?? `${call} failed with HTTP ${status}.`, {
    call,
    status,
    reason,
  });
}

function queryString(fields: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function isProductionBuild(): boolean {
  // Vite replaces import.meta.env in the web build; Node (the server, tests) has NODE_ENV.
  const viteEnv = (import.meta as ImportMeta & { env?: { PROD?: boolean } }).env;
  if (typeof viteEnv?.PROD === "boolean") return viteEnv.PROD;
  return typeof process !== "undefined" && process.env.NODE_ENV === "production";
}
