import { z } from "zod";
import { Id, NoBody, Ok } from "./common";

/**
 * Billing details; every field is a string, empty when missing. name and tax_id are ours (the spec
 * shows the address only): with the address they go to the payment provider's customer, so invoices
 * carry them. Optional on the wire so older clients keep working; the server always answers them.
 */
export const CustomerAttributes = z.object({
  name: z.string().optional(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  tax_id: z.string().optional(),
});
export type CustomerAttributes = z.infer<typeof CustomerAttributes>;

export const CustomerGetRequest = NoBody;
export const CustomerGetResponse = CustomerAttributes;

export const CustomerUpdateRequest = z.object({ customer_attributes: CustomerAttributes });
export const CustomerUpdateResponse = CustomerAttributes;

export const AccountDeleteRequest = NoBody;
export const AccountDeleteResponse = Ok;

/** POST /v3/referrer, sent once after login; referrer is empty when the browser gave none. */
export const ReferrerRequest = z.object({
  site_url: z.string(),
  referrer: z.string(),
  email: z.string(),
});
export const ReferrerResponse = Ok;

/** POST /v3/admin/explore/ban (admins): hides a shop or one product from Explore. */
export const BanRequest = z.discriminatedUnion("ban_type", [
  z.object({ ban_type: z.literal("shop"), shop_id: Id }),
  z.object({
    ban_type: z.literal("product"),
    shop_id: Id,
    product_id: Id,
  }),
]);
export type BanRequest = z.infer<typeof BanRequest>;
export const BanResponse = Ok;
