import { EMPTY_TEXTS, type FaviconFields, faviconCandidates } from "@hotshelf/domain";
import { useMedia } from "@hotshelf/ui";
import { useState } from "react";

/*
 * TODO(ui): packages/ui's Favicon and ProductImage (src/cards) do the same for the cards but have no
 * subpath export the app can import (asked of the lead); these two go when they do.
 */

/** The shop view header's favicon: the internal one, then one fallback (001 §4); decorative. */
export function ShopFavicon({ shop }: { shop: FaviconFields }) {
  const media = useMedia();
  const candidates = faviconCandidates(shop, media.baseUrl).map(media.url);
  const [index, setIndex] = useState(0);
  const src = candidates[index];
  if (src === undefined || index > 1) return null;
  return (
    <img
      src={src}
      alt=""
      className="size-10 shrink-0 rounded object-contain"
      onError={() => setIndex((i) => i + 1)}
    />
  );
}

/** The product view's photo: the media host's copy first, else the shop's; 'No Image Available'. */
export function ProductPhoto({
  product,
}: {
  product: {
    product_title: string;
    product_image_internal: string | null;
    product_image_external: string | null;
  };
}) {
  const media = useMedia();
  const [failed, setFailed] = useState(false);
  const src = product.product_image_internal
    ? media.pathUrl(product.product_image_internal)
    : product.product_image_external
      ? media.url(product.product_image_external)
      : undefined;
  if (!src || failed) {
    return (
      <div className="flex aspect-square w-full max-w-xs items-center justify-center rounded-lg bg-sunken text-muted text-sm">
        {EMPTY_TEXTS.noImage}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={product.product_title}
      className="aspect-square w-full max-w-xs rounded-lg object-cover"
      onError={() => setFailed(true)}
    />
  );
}
