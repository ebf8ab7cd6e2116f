import { EMPTY_TEXTS } from "@hotshelf/domain";
import { Link } from "@hotshelf/ui/Link";

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="font-semibold text-3xl">{EMPTY_TEXTS.pageNotFound}</h1>
      <Link href="/explore/products">Go to Explore Products</Link>
    </div>
  );
}
