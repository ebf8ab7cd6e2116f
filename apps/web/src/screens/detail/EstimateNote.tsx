/**
 * The 'Estimated' label of a tracked shop's figures, with the note of docs/tracker-estimator.md.
 * TODO(ui): use packages/ui's EstimateLabel once it is exported by a subpath (asked of the lead); it
 * lives in packages/ui/src/cards, which the app cannot import.
 */
export const ESTIMATE_NOTE =
  "Inferred from public storefront changes; a lower bound, in the shop's currency.";

export function EstimateNote() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-muted text-sm">
      <span
        data-estimate=""
        className="inline-block rounded bg-sunken px-1.5 font-medium text-xs leading-5"
      >
        Estimated
      </span>
      {ESTIMATE_NOTE}
    </p>
  );
}
