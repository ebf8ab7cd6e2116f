import { ACCOUNT_SHARING_LIMIT } from "@hotshelf/domain";
import { useServices } from "../../app/services";

/** Static legal text (000 §2): the provider is a US-registered LLC. */
export function Terms() {
  const { config } = useServices();
  const product = config.productName;
  const sections: Array<[string, string]> = [
    [
      "Agreement",
      `These Terms of Service govern your use of ${product}, provided by ${product} LLC, a limited liability company registered in the United States. By creating an account or using the service you agree to them.`,
    ],
    [
      "Intellectual property",
      `The service, its software, data, texts and graphics are owned by ${product} LLC or its licensors and are protected by copyright and other laws. You receive a limited, personal, non-transferable right to use the service while your subscription is active.`,
    ],
    [
      "User representations",
      "You confirm that the information you give us is true and complete, that you are of legal age, and that you will not use the service for any unlawful purpose.",
    ],
    [
      "Purchases and payment",
      "All purchases are made in US dollars. Purchases are non-refundable except where these terms or the law say otherwise.",
    ],
    [
      "Subscriptions",
      "You can cancel your subscription at any time from your billing settings. The cancellation takes effect at the end of the term you have paid for; you keep access until then.",
    ],
    [
      "One account per user",
      `Each account is for one person. Sharing an account is prohibited; sharing it with more than ${ACCOUNT_SHARING_LIMIT} people is abuse and leads to termination.`,
    ],
    [
      "Prohibited activities",
      "You may not scrape, copy in bulk, resell or redistribute the service or its data, nor try to get around its limits or security.",
    ],
    [
      "Termination",
      "We may suspend or end your access if you break these terms. You may stop using the service and delete your account at any time once no paid subscription is active.",
    ],
    [
      "Limitation of liability",
      `To the extent the law allows, ${product} LLC is not liable for indirect, incidental or consequential damages, and its total liability is limited to the amount you paid in the twelve months before the claim.`,
    ],
    [
      "Disclaimer",
      "The service and its estimates are provided as is, without warranties of any kind. Revenue and advertising figures are estimates and may be wrong.",
    ],
    ["Contact", `Questions about these terms can be sent to ${config.supportEmail}.`],
  ];
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="font-semibold text-3xl">Terms of Service</h1>
      {sections.map(([title, text]) => (
        <section key={title} className="flex flex-col gap-2">
          <h2 className="font-semibold text-xl">{title}</h2>
          <p className="text-muted leading-relaxed">{text}</p>
        </section>
      ))}
    </article>
  );
}
