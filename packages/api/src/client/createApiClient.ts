import type { CallName, CallRequest, CallResponse } from "../contract";
import { isApiReason } from "../contract/reasons";
import { EXPORT_PATH, ROUTE_NAMES, routes } from "../contract/routes";

import { ApiError, isAbort, kindOfStatus } from "./ApiError";
import { apiErrorMessage } from "./errorBody";
import { type ExportRowsMethod, readExport } from "./exportRows";

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

/**
 * One method per call of the contract's table, e.g. `client.search({ query })`, and `exportRows`
 * for the streamed export file.
 */
export type ApiClient = { readonly [N in CallName]: CallMethod<N> } & {
  readonly exportRows: ExportRowsMethod;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const validate = options.validate ?? !isProductionBuild();
  const base = options.baseUrl.replace(/\/+$/, "");
  // The schemas (and zod) load with the first call that checks them, never in production builds.
  let validation: Promise<typeof import("./validation")> | null = null;
  const loadValidation = () => {
    validation ??= import("./validation");
    return validation;
  };

  /** Sends a request; no response at all, an abort and an error status become ApiErrors. */
  async function send(name: string, url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      if (isAbort(cause)) throw new ApiError("aborted", `${name} was cancelled.`, { call: name });
      throw new ApiError("network", `${name} could not reach the server.`, { call: name, cause });
    }
    if (!response.ok) throw await errorFromResponse(name, response);
    return response;
  }

  async function authorization(name: string): Promise<string> {
    const token = await options.getToken();
    if (!token) throw new ApiError("unauthorized", "Not signed in.", { call: name });
    // The raw token, as the original app sent it; the server also accepts "Bearer <token>".
    return token;
  }

  const exportRows: ExportRowsMethod = async (request, { signal, onProgress } = {}) => {
    const response = await send("export", `${base}${EXPORT_PATH}`, {
      method: "POST",
      headers: { Authorization: await authorization("export"), "Content-Type": "application/json" },
      body: JSON.stringify(request),
      signal: signal ?? null,
    });
    return readExport(response, request.format, onProgress);
  };

  async function call<N extends CallName>(
    name: N,
    request: CallRequest<N> | undefined,
    callOptions: CallOptions = {},
  ): Promise<CallResponse<N>> {
    const def = routes[name];
    const body = request ?? {};
    const checks = validate ? await loadValidation() : null;
    checks?.checkRequest(name, body);

    const headers: Record<string, string> = { Accept: "application/json" };
    if (def.auth) headers.Authorization = await authorization(name);
    let url = `${base}${def.path}`;
    const init: RequestInit = { method: def.method, headers, signal: callOptions.signal ?? null };
    if (def.method === "GET") {
      url += queryString(body);
    } else {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }

    const response = await send(name, url, init);

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
    return checks ? checks.checkResponse(name, json, response.status) : (json as CallResponse<N>);
  }

  const client = {
    ...Object.fromEntries(
      ROUTE_NAMES.map((name) => [
        name,
        (request?: CallRequest<typeof name>, callOptions?: CallOptions) =>
          call(name, request, callOptions),
      ]),
    ),
    exportRows,
  };
  return client as unknown as ApiClient;
}

async function errorFromResponse(call: string, response: Response): Promise<ApiError> {
  const status = response.status;
  const message = apiErrorMessage(await response.text().catch(() => ""));
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
