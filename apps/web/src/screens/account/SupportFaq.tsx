import { TRACKED_SHOPS_COLLECTION } from "@hotshelf/domain";
import { Link } from "@hotshelf/ui/Link";
import type { ReactNode } from "react";
import { ESTIMATE_NOTE } from "../detail/EstimateNote";

/**
 * The Contact Support page's FAQ (001 §2 names it without its words): what users most often ask about
 * tracking, ads and billing, each answer pointing to where it is done.
 */
const FAQ: ReadonlyArray<{ question: string; answer: (product: string) => ReactNode }> = [
  {
    question: "I tracked a shop. Why does it show no figures yet?",
    answer: () => (
      <>
        A shop tracked for the first time is inactive while its data accumulates, usually for a day.
        It appears in your{" "}
        <Link href="/collections/shops?tracked=true">{TRACKED_SHOPS_COLLECTION}</Link> collection as
        soon as it is added.
      </>
    ),
  },
  {
    question: "Why are some revenue figures marked Estimated?",
    answer: () => `Figures of tracked shops are estimates. ${ESTIMATE_NOTE}`,
  },
  {
    question: "Why can't I see ads?",
    answer: (product) => (
      <>
        Ads come with {product} Pro. See your plan in <Link href="/settings/billing">Billing</Link>.
      </>
    ),
  },
  {
    question: "How do I cancel, or find my invoices?",
    answer: () => (
      <>
        Open <Link href="/settings/billing">Billing</Link> and press Manage Subscription. You keep
        using the product until the end of your license period.
      </>
    ),
  },
];

export function SupportFaq({ product }: { product: string }) {
  return (
    <section aria-labelledby="support-faq-title" className="flex flex-col gap-3">
      <h2 id="support-faq-title" className="font-semibold text-lg">
        Frequently Asked Questions
      </h2>
      <dl className="flex flex-col gap-3">
        {FAQ.map(({ question, answer }) => (
          <div key={question} className="rounded-lg border border-border bg-raised p-4">
            <dt className="font-medium">{question}</dt>
            <dd className="mt-1 text-muted text-sm">{answer(product)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
