// Its own module, without zod: the web app's Settings imports it, and a module with schemas would
// bring zod (and its eval probe, which the CSP reports) into that screen's chunk.
import type { CustomerAttributes } from "./account";

/** The Customer Information of a user who never saved any: every field present and empty. */
export const EMPTY_CUSTOMER: Required<CustomerAttributes> = {
  name: "",
  tax_id: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  country: "",
  postal_code: "",
};
