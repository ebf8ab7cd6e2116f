export { ApiError, type ApiErrorKind } from "./ApiError";
export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
} from "./createApiClient";
export type { ExportedFile, ExportOptions, ExportProgress, ExportRowsMethod } from "./exportRows";
export { sendSupportForm } from "./supportForm";
