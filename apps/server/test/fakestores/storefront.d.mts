/** The JSON a Shopify storefront serves at /products.json, reduced to the fields the tracker reads. */
export interface FakeProduct {
  id: number;
  title: string;
  handle: string;
  body_html: string;
  vendor: string;
  product_type: string;
  tags: string[];
  published_at: string;
  created_at: string;
  updated_at: string;
  variants: { id: number; title: string; price: string; available: boolean }[];
  images: { id: number; src: string }[];
}

export interface FakeProductOptions {
  /** false: no image links, so a browser showing the product asks nothing of the internet. */
  image?: boolean;
}

export function fakeProduct(id: number, price?: number, options?: FakeProductOptions): FakeProduct;
export function fakeCatalogue(
  count: number,
  firstId?: number,
  options?: FakeProductOptions,
): FakeProduct[];

export const DEFAULT_FAVICON: string;

/**
 * How a fake store answers. Tests may change it between polls (prices, status, products), which is
 * how "a store whose prices change between polls" and "a store that stops answering" are made.
 */
export interface FakeStoreBehaviour {
  kind:
    | "shopify"
    | "password"
    | "status"
    | "not_shopify"
    | "slow"
    | "malformed_json"
    | "redirect"
    | "redirect_forbidden";
  /** Any objects: /products.json serves them as they are (hostile catalogues included). */
  products: readonly object[];
  /** For kind "status": the status every path answers with (402, 403, 404, 429, 500...). */
  status: number;
  /** For kind "status": extra response headers (Retry-After...). */
  headers: Record<string, string>;
  /** For kind "slow": how long each answer waits. */
  delayMs: number;
  /** For kind "redirect": the number of hops before landing on redirectTarget. */
  hops: number;
  redirectTarget: string;
  /** meta.json's name and the home page's <title> (inserted as written). */
  title: string;
  currency: string;
  country: string;
  myshopifyDomain: string;
  /** The home page's favicon link; null for none. */
  favicon: string | null;
  /** The whole home page, instead of the one built from the fields above. */
  homeHtml: string | null;
}

export interface FakeStore {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly behaviour: FakeStoreBehaviour;
  /** Every request path the store received, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

export function startFakeStore(overrides?: Partial<FakeStoreBehaviour>): Promise<FakeStore>;
