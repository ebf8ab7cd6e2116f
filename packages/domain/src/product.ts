/** The product's display name; `{product}` in the spec's texts. Configurable at run time. */
export const DEFAULT_PRODUCT_NAME = "Hotshelf";

/** Fills `{product}` and `{email}` placeholders in a catalogue text. */
export function fillTemplate(text: string, values: { product?: string; email?: string }): string {
  return text
    .replaceAll("{product}", values.product ?? DEFAULT_PRODUCT_NAME)
    .replaceAll("{email}", values.email ?? "");
}
