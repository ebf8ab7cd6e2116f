import { fillTemplate, LICENCE_MESSAGES } from "@hotshelf/domain";
import { EmptyState } from "@hotshelf/ui/EmptyState";
import { Link } from "@hotshelf/ui/Link";
import { useServices } from "../app/services";

/** What a data screen shows in place of its data while the licence is expired (000 §6, 001 §6). */
export function LicenceExpired() {
  const { config } = useServices();
  return (
    <EmptyState
      title={LICENCE_MESSAGES.licenceExpired}
      description={fillTemplate(LICENCE_MESSAGES.expiredExplore, { product: config.productName })}
      action={<Link href="/pricing">Pricing</Link>}
    />
  );
}
