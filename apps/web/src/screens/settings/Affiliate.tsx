import { AFFILIATE_COMMISSION_PERCENT } from "@hotshelf/domain";
import { LinkButton } from "@hotshelf/ui/LinkButton";
import { useServices } from "../../app/services";

/** The programme's terms; Join the Affiliate Program shows only when the deployment has its address. */
export function Affiliate() {
  const { config } = useServices();
  const joinUrl = config.links.affiliate;
  return (
    <section aria-labelledby="affiliate-title" className="flex flex-col gap-4">
      <h2 id="affiliate-title" className="font-semibold text-lg">
        Affiliate Program
      </h2>
      <p>
        Joining the {config.productName} affiliate program is free. You earn{" "}
        {AFFILIATE_COMMISSION_PERCENT}% of every purchase made by the users you refer, paid every
        month for as long as their subscription stays active.
      </p>
      {joinUrl && (
        <div>
          <LinkButton href={joinUrl} target="_blank" rel="noopener noreferrer">
            Join the Affiliate Program
          </LinkButton>
        </div>
      )}
    </section>
  );
}
