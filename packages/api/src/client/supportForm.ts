import type { SupportFormRequest } from "../contract";
import { ApiError, isAbort, kindOfStatus } from "./ApiError";
import { formErrorMessage } from "./errorBody";

/**
 * Posts the contact or support form to AppConfig.formEndpoint (Formspree-compatible, JSON).
 * A refusal throws an ApiError whose message is the service's errors[0].message, which
 * packages/domain maps to the text the user sees.
 */
export async function sendSupportForm(
  endpoint: string,
  form: SupportFormRequest,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<void> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(endpoint, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(form),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (isAbort(cause))
      throw new ApiError("aborted", "The form was cancelled.", { call: endpoint });
    throw new ApiError("network", "The form service could not be reached.", {
      call: endpoint,
      cause,
    });
  }
  if (response.ok) return;

  const message =
    formErrorMessage(await response.text().catch(() => "")) ??
    `The form service answered HTTP ${response.status}.`;
  throw new ApiError(kindOfStatus(response.status), message, {
    call: endpoint,
    status: response.status,
  });
}
