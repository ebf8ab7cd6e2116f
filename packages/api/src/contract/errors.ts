import { z } from "zod";

export { API_REASON_STATUS, API_REASONS, type ApiReason, isApiReason } from "./reasons";

/** The body of every non-2xx reply under apiBase. */
export const ApiErrorBody = z.object({ message: z.string() });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
