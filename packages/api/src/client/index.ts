export { ApiError, type ApiErrorKind } from "./ApiError";
export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
} from "./createApiClient";
export { sendSupportForm } from "./supportForm";
