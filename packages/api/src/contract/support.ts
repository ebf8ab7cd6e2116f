import { z } from "zod";

/**
 * The contact and support form, posted to AppConfig.formEndpoint (the server's own
 * Formspree-compatible endpoint, or an external service), not under apiBase. JSON or multipart.
 */
export const SupportFormRequest = z.object({
  name: z.string(),
  /** The sender's email, named as Formspree expects. */
  _replyto: z.string(),
  message: z.string(),
});
export type SupportFormRequest = z.infer<typeof SupportFormRequest>;

export const SupportFormResponse = z.object({ ok: z.literal(true) });
export type SupportFormResponse = z.infer<typeof SupportFormResponse>;

/** A refused form: the app shows (a mapping of) errors[0].message. */
export const SupportFormErrorBody = z.object({
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })).min(1),
});
export type SupportFormErrorBody = z.infer<typeof SupportFormErrorBody>;
