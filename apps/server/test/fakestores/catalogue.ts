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

export function fakeProduct(id: number, price = 10 + (id % 50)): FakeProduct {
  const stamp = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    id,
    title: `Product ${id}`,
    handle: `product-${id}`,
    body_html: `<p>Description of product ${id}</p>`,
    vendor: "Fake Vendor",
    product_type: "Gadget",
    tags: ["fake", `tag-${id % 3}`],
    published_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    variants: [{ id: id * 10, title: "Default Title", price: price.toFixed(2), available: true }],
    images: [{ id: id * 100, src: `https://cdn.shopify.com/s/files/1/products/${id}.jpg` }],
  };
}

export function fakeCatalogue(count: number, firstId = 1): FakeProduct[] {
  return Array.from({ length: count }, (_, index) => fakeProduct(firstId + index));
}
