import type { CollectionMembership } from "@hotshelf/ui/ProductCollectionsModal";

/** The user's collections that hold this shop or product. */
export function CollectionsList({
  collections,
  title,
}: {
  collections: readonly CollectionMembership[];
  title: string;
}) {
  const names = collections.filter((c) => c.isMember).map((c) => c.name);
  if (names.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-wrap items-center gap-2 text-sm">
      <h2 className="font-semibold">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className="rounded-full border border-border px-2 py-0.5">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
