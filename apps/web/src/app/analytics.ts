import type { AnalyticsEvent } from "@hotshelf/domain";

/** Where analytics events go; swapped for a vendor's tag (or a fake in tests) without touching screens. */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

type DataLayerWindow = typeof globalThis & { dataLayer?: unknown[] };

/**
 * The default sink: the tag-manager convention of pushing onto window.dataLayer, which a tag manager
 * loaded by the deployment forwards (nothing leaves the page without one).
 */
export function dataLayerSink(target: DataLayerWindow = globalThis): AnalyticsSink {
  return {
    send(event) {
      target.dataLayer ??= [];
      target.dataLayer.push({ event: event.name, ...event });
    },
  };
}
