/**
 * The apps and technologies a storefront's home page shows signs of: each name with the lower-case
 * fragments (script and link addresses, inline snippets) that give it away. Plain substring tests,
 * so their cost is linear in the (bounded) text they look at.
 */
const appSigns: Record<string, readonly string[]> = {
  Klaviyo: ["klaviyo.com"],
  "Judge.me Reviews": ["judge.me"],
  Loox: ["loox.io"],
  "ReCharge Subscriptions": ["rechargeapps.com", "rechargecdn.com"],
  Privy: ["privy.com"],
  Yotpo: ["yotpo.com"],
  Gorgias: ["gorgias.chat", "gorgias.io"],
  Afterpay: ["afterpay.com"],
  Sezzle: ["sezzle.com"],
  Omnisend: ["omnisend.com", "omnisrc.com"],
  PageFly: ["pagefly.io"],
  Vitals: ["vitals.co/", "vitals.app"],
  "Bold Upsell": ["boldapps.net", "boldcommerce.com"],
  Route: ["routeapp.io", "cdn.routeapp"],
  "Smile Rewards": ["smile.io"],
  Okendo: ["okendo.io"],
  Aftership: ["aftership.com"],
  "Tidio Chat": ["tidio.co", "tidiochat.com"],
  ReConvert: ["reconvert"],
  Shogun: ["getshogun.com"],
};

const technologySigns: Record<string, readonly string[]> = {
  "Google Analytics": ["google-analytics.com", "googletagmanager.com/gtag/js"],
  "Google Tag Manager": ["googletagmanager.com/gtm.js"],
  "Facebook Pixel": ["connect.facebook.net", "fbq("],
  "TikTok Pixel": ["analytics.tiktok.com"],
  Hotjar: ["hotjar.com"],
  Cloudflare: ["cdnjs.cloudflare.com", "cloudflareinsights.com"],
  jQuery: ["jquery"],
  "Shop Pay": ["shop-pay", "shopify_pay", "shop.app/pay"],
  PayPal: ["paypal.com", "paypalobjects.com"],
  "Apple Pay": ["apple-pay", "applepay"],
  "Pinterest Tag": ["s.pinimg.com/ct", "pintrk("],
  "Snapchat Pixel": ["sc-static.net"],
  "Microsoft Clarity": ["clarity.ms"],
  Stripe: ["js.stripe.com"],
  Trustpilot: ["trustpilot.com"],
};

function matching(signs: Record<string, readonly string[]>, haystack: string): string[] {
  return Object.entries(signs)
    .filter(([, fragments]) => fragments.some((fragment) => haystack.includes(fragment)))
    .map(([name]) => name);
}

/** `haystack`: the page's resource addresses and inline script text, any case. */
export function detectStack(haystack: string): { apps: string[]; technologies: string[] } {
  const lower = haystack.toLowerCase();
  return { apps: matching(appSigns, lower), technologies: matching(technologySigns, lower) };
}
