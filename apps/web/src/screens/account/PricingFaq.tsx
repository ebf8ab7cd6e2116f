import { ACCOUNT_SHARING_LIMIT, formatMoney, NEW_USER_TRIAL } from "@hotshelf/domain";

const FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "Do the paid plans come with a free trial?",
    answer: "No. The paid plans have no trial period; you are billed when you subscribe.",
  },
  {
    question: "Is there a trial for new accounts?",
    answer: `Yes. New accounts can try the Basic plan for ${NEW_USER_TRIAL.days} days for ${formatMoney(NEW_USER_TRIAL.price)}.`,
  },
  {
    question: "How do I cancel?",
    answer:
      "Cancel any time in your billing settings. You keep using the product until the end of your license period.",
  },
  {
    question: "Where do I find my invoices?",
    answer: "Open Billing in your account settings and press Manage Subscription.",
  },
  {
    question: "How do I change my billing details?",
    answer: "Update your customer information in your account settings.",
  },
  {
    question: "Can I get a refund?",
    answer: "Refunds are pro-rated on the time left in your license period.",
  },
  {
    question: "Can I share my account?",
    answer: `No. Account sharing is against the Terms of Service; sharing with more than ${ACCOUNT_SHARING_LIMIT} people is treated as abuse.`,
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-4">
      <h2 id="faq-title" className="font-semibold text-xl">
        Frequently Asked Questions
      </h2>
      <dl className="grid gap-4 md:grid-cols-2">
        {FAQ.map(({ question, answer }) => (
          <div key={question} className="rounded-lg border border-border bg-raised p-4">
            <dt className="font-medium">{question}</dt>
            <dd className="mt-1 text-muted text-sm">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
