import { decideOverlay, type RouteFlags } from "@hotshelf/domain";
import { lazy, Suspense, useState } from "react";
import { useSnapshot } from "valtio";
import { licenceStore } from "../stores";

// Fetched when a licence first calls for an overlay. The licence itself arrives after the page, so
// a blocking overlay already appears a moment late; the chunk adds one small request to that.
const LicenceOverlayDialog = lazy(() =>
  import("./LicenceOverlayDialog").then((module) => ({ default: module.LicenceOverlayDialog })),
);

/** The blocking overlay the domain picks for the licence and the route (000 §4), if any. */
export function LicenceOverlay({ route }: { route: RouteFlags }) {
  const { licence } = useSnapshot(licenceStore);
  // Past due keeps the account active, so its notice may be put away for the rest of the visit.
  const [pastDueDismissed, setPastDueDismissed] = useState(false);

  if (!licence) return null;
  // The wire's can_hotshelf keeps its name when the product is renamed, so the rule reads the default key.
  const overlay = decideOverlay(licence, route, Date.now());
  if (!overlay || (overlay === "past_due" && pastDueDismissed)) return null;
  return (
    <Suspense fallback={null}>
      <LicenceOverlayDialog
        overlay={overlay}
        licence={licence}
        onDismissPastDue={() => setPastDueDismissed(true)}
      />
    </Suspense>
  );
}
