import { type FaviconFields, faviconCandidates } from "@hotshelf/domain";
import { Favicon, ProductImage, productImageUrl } from "@hotshelf/ui/cards";
import { useMedia } from "@hotshelf/ui/media";

/** The shop view header's favicon: the internal one, then one fallback (001 §4); decorative. */
export function ShopFavicon({ shop }: { shop: FaviconFields }) {
  const media = useMedia();
  return (
    <Favicon
      candidates={faviconCandidates(shop, media.baseUrl).map(media.url)}
      className="size-10"
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
  return (
    <ProductImage
      src={productImageUrl(media, product)}
      alt={product.product_title}
      className="aspect-square w-full max-w-xs rounded-lg"
    />
  );
}
