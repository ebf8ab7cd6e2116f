import type { AdsResponse } from "@hotshelf/api/contract";
import { canUseAds, fillTemplate, LICENCE_MESSAGES, sortAdsNewestFirst } from "@hotshelf/domain";
import { AdCard } from "@hotshelf/ui/AdCard";
import { Link } from "@hotshelf/ui/Link";
import { ResultsGrid } from "@hotshelf/ui/ResultsGrid";
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { useServices } from "../../app/services";
import { licenceStore } from "../../stores";

/**
 * A shop's or product's ads, newest first; without can_ads the upgrade text shows instead and no
 * call is made. Ads load errors are swallowed (001 §8).
 */
export function AdsSection({ title, load }: { title: string; load: () => Promise<AdsResponse> }) {
  const { config } = useServices();
  const { licence } = useSnapshot(licenceStore);
  const allowed = licence !== null && canUseAds(licence);
  const [ads, setAds] = useState<AdsResponse["items"]>([]);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    load()
      .then((reply) => current && setAds(sortAdsNewestFirst(reply.items)))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [allowed, load]);

  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="font-semibold text-lg">{title}</h2>
      {allowed ? (
        <ResultsGrid label={title}>
          {ads.map((ad) => (
            <AdCard key={ad.collation_id} ad={ad} />
          ))}
        </ResultsGrid>
      ) : (
        <p className="text-muted">
          {fillTemplate(LICENCE_MESSAGES.adsUpgrade, { product: config.productName })}{" "}
          <Link href="/pricing">Pricing</Link>
        </p>
      )}
    </section>
  );
}
