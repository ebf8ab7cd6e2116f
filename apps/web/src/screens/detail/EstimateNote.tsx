import { EstimateLabel } from "@hotshelf/ui/EstimateLabel";

/** The note of docs/tracker-estimator.md beside a tracked shop's figures. */
export const ESTIMATE_NOTE =
  "Inferred from public storefront changes; a lower bound, in USD converted at ECB reference rates.";

/** The 'Estimated' label of a tracked shop's figures, with its note. */
export function EstimateNote() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-muted text-sm">
      <EstimateLabel />
      {ESTIMATE_NOTE}
    </p>
  );
}
