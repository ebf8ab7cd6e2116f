/** What a tracked shop's revenue is (docs/tracker-estimator.md): inferred, not reported. */
export const ESTIMATE_LABEL = "Estimated";

/** A small 'Estimated' label beside revenue figures that the shop tracker inferred. */
export function EstimateLabel() {
  return (
    <span
      data-estimate=""
      className="inline-block rounded bg-sunken px-1.5 font-medium text-muted text-xs leading-5"
    >
      {ESTIMATE_LABEL}
    </span>
  );
}
