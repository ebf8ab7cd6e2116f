import { EMPTY_TEXTS } from "@hotshelf/domain";
import { useState } from "react";
import type { Media } from "../media";

export interface FaviconProps {
  /** Addresses to try in order; the first failure falls back once to the next (001 §4). */
  candidates: readonly string[];
  className?: string;
}

/** A shop's favicon. Decorative: the shop's title is always next to it. */
export function Favicon({ candidates, className }: FaviconProps) {
  const [index, setIndex] = useState(0);
  const src = candidates[index];
  // Only one fallback: after the second failure the placeholder stays.
  const failed = src === undefined || index > 1;
  return failed ? (
    <span
      data-favicon="placeholder"
      className={`inline-block shrink-0 rounded bg-sunken ${className ?? "size-8"}`}
    />
  ) : (
    <img
      src={src}
      alt=""
      data-favicon={index === 0 ? "primary" : "fallback"}
      className={`shrink-0 rounded object-contain ${className ?? "size-8"}`}
      onError={() => setIndex((i) => i + 1)}
    />
  );
}

export interface QuickChartProps {
  /** The chart image address, or undefined when the item has no quick chart. */
  src: string | undefined;
  /** What the chart shows, e.g. 'Shop ads, last 30 days'. */
  label: string;
}

/** A 30-day quick chart image; missing or failing, it shows 'No Quick Chart Available'. */
export function QuickChart({ src, label }: QuickChartProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <p data-quick-chart="missing" className="flex h-12 items-center text-muted text-xs">
        {EMPTY_TEXTS.noQuickChart}
      </p>
    );
  }
  return (
    <img
      src={src}
      alt={label}
      // Below the fold a card's charts wait until they are near the viewport.
      loading="lazy"
      decoding="async"
      data-quick-chart="shown"
      className="h-12 w-full object-contain"
      onError={() => setFailed(true)}
    />
  );
}

/** A product photo's address: the internal copy on the media host first, like favicons. */
export function productImageUrl(
  media: Media,
  product: { product_image_internal?: string | null; product_image_external?: string | null },
): string | undefined {
  if (product.product_image_internal) return media.pathUrl(product.product_image_internal);
  return product.product_image_external ? media.url(product.product_image_external) : undefined;
}

export interface ProductImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
}

/** A product photo, or 'No Image Available'. */
export function ProductImage({ src, alt, className }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        data-product-image="missing"
        className={`flex items-center justify-center bg-sunken text-muted text-sm ${className ?? ""}`}
      >
        {EMPTY_TEXTS.noImage}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      data-product-image="shown"
      className={`object-cover ${className ?? ""}`}
      onError={() => setFailed(true)}
    />
  );
}
