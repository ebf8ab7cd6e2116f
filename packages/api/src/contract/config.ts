import { z } from "zod";

/** GET /config.json: what the web app needs to know about its server. */
export const AppConfig = z.object({
  productName: z.string(),
  apiBase: z.string(),
  mediaBase: z.string(),
  adMediaBase: z.string(),
  supportEmail: z.string(),
  beta: z.boolean(),
  formEndpoint: z.string(),
  /** Optional outside links, set per deployment; null hides the link (no placeholder addresses). */
  links: z.object({
    /** The user menu's Legacy Site. */
    legacySite: z.string().nullable(),
    /** Settings > Affiliate's Join the Affiliate Program. */
    affiliate: z.string().nullable(),
    /** Explore's community banner. */
    communityChat: z.string().nullable(),
  }),
  identity: z.object({
    userPoolId: z.string(),
    clientId: z.string(),
    region: z.string(),
    endpoint: z.string().nullable(),
    authFlow: z.enum(["USER_PASSWORD_AUTH", "USER_SRP_AUTH"]),
  }),
});
export type AppConfig = z.infer<typeof AppConfig>;
export type IdentityConfig = AppConfig["identity"];
