/**
 * Hostile texts for the untrusted-content checks (issue 8, part 3): what a stranger's shop could put
 * in its titles, descriptions, tags, vendor and shop names, image URLs and ad texts. Every payload
 * that would run code sets `window.__xss`, calls a dialog or asks for the listener host, so a browser
 * test can tell that something ran. Crawled texts reach the app through the tracker (a fake store in
 * the tests); ads are not crawled, so `seedUntrustedAds` puts the corpus into ads, only when
 * UNTRUSTED_CORPUS=1 (tests; refused in production).
 */
import type { Db } from "../db/types";

/** A host no request may ever go to: a request for it means injected markup or code did something. */
export const LISTENER_HOST = "xss-listener.invalid";
const L = `https://${LISTENER_HOST}`;

/** Markup, script and style injections, each a text a shop could write anywhere. */
export const UNTRUSTED_TEXTS: readonly string[] = [
  "<script>window.__xss='script'</script>",
  "<img src=x onerror=\"window.__xss='img onerror'\">",
  "<svg onload=\"window.__xss='svg onload'\"></svg>",
  "<svg><script>window.__xss='svg script'</script></svg>",
  "<svg><a xlink:href=\"javascript:window.__xss='svg link'\"><text x=1 y=9>svg link</text></a></svg>",
  "<svg><animate onbegin=\"window.__xss='animate'\" attributeName=x dur=1s></animate></svg>",
  "<svg><foreignObject><iframe src=\"javascript:window.__xss='foreignObject'\"></iframe></foreignObject></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=\"window.__xss='mathml mxss'\">",
  "<noscript><p title=\"</noscript><img src=x onerror=window.__xss='noscript mxss'>\">",
  "<svg></p><style><a id=\"</style><img src=1 onerror=window.__xss='svg style mxss'>\">",
  "<a href=\"javascript:window.__xss='js link'\">javascript link</a>",
  "<a href=\"JaVaScRiPt&colon;window.__xss='entity js link'\">entity link</a>",
  "<a href=\"data:text/html,<script>parent.__xss='data link'</script>\">data link</a>",
  "<iframe srcdoc=\"<script>parent.__xss='srcdoc'</script>\"></iframe>",
  "<object data=\"javascript:alert('object')\"></object>",
  "<details open ontoggle=\"window.__xss='ontoggle'\"><summary>details</summary></details>",
  "<form><button formaction=\"javascript:window.__xss='formaction'\">form</button></form>",
  `<style>@import url(${L}/import.css); body { background: url(${L}/bg.png) }</style>`,
  `<div style="background-image: url(${L}/inline.png); behavior: url(x.htc)">css in style</div>`,
  `<link rel="stylesheet" href="${L}/link.css">`,
  `<base href="${L}/">`,
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta refresh\'">',
  "<template><script>window.__xss='template'</script></template>",
  "<<script>script>window.__xss='nested'<</script>/script>",
  '"><img src=x onerror="window.__xss=\'attribute break\'">',
  "'><svg onload=\"window.__xss='single quote break'\">",
  "</title><script>window.__xss='title break'</script>",
  "</textarea><script>window.__xss='textarea break'</script>",
  "&lt;script&gt;window.__xss='entities'&lt;/script&gt;",
  "&#60;img src=x onerror=window.__xss='numeric entities'&#62;",
  "{{constructor.constructor('window.__xss=\"template injection\"')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal injection, on purpose
  "${alert('template literal')}",
  '<img src="x" onerror="alert(\'broken',
  "<b><i>unclosed <u>markup",
  "\u202Eright-to-left override\u202C and zero\u200Bwidth",
];

/** URLs a shop could give for images and links: none may be followed as code. */
export const UNTRUSTED_URLS: readonly string[] = [
  "javascript:window.__xss='image url'",
  "data:text/html,<script>window.__xss='data url'</script>",
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss=1'/>",
  `https://cdn.example.com/x.png" onerror="window.__xss='url quote break'`,
  "vbscript:msgbox('x')",
  `//${LISTENER_HOST}/protocol-relative.png`,
];

/** UNTRUSTED_CORPUS=1 seeds the ads; it is a test setting and refused in production. */
export function untrustedCorpusEnabled(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (env.UNTRUSTED_CORPUS !== "1") return false;
  if (production) {
    throw new Error("UNTRUSTED_CORPUS is a test-only setting: it fills ads with hostile texts.");
  }
  return true;
}

/** The shop the corpus ads belong to. Tracking this URL adds it to one's Tracked Shops. */
export const UNTRUSTED_ADS_SHOP_URL = "https://untrusted-corpus.example";

/**
 * Adds a shop (UNTRUSTED_ADS_SHOP_URL, a plain title) with one product, and one ad per corpus text
 * in every text field (page name, title, body, caption, link description, call to action, link URL,
 * carousel cards). Idempotent: nothing happens when the shop exists.
 */
export async function seedUntrustedAds(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const shop = await tx.query<{ id: number }>(
      `INSERT INTO shops (source, title, url, currency, country)
       VALUES ('demo', 'Untrusted Corpus Ads', $1, 'USD', 'US')
       ON CONFLICT (url) DO NOTHING RETURNING id`,
      [UNTRUSTED_ADS_SHOP_URL],
    );
    const shopId = shop.rows[0]?.id;
    if (shopId === undefined) return;
    const product = await tx.query<{ id: number }>(
      `INSERT INTO products (shop_id, source, external_id, title, handle)
       VALUES ($1, 'demo', 1, 'Untrusted Corpus Product', 'untrusted-corpus-product') RETURNING id`,
      [shopId],
    );
    const productId = product.rows[0]?.id;
    const day = 86_400_000;
    for (const [i, text] of UNTRUSTED_TEXTS.entries()) {
      const url = UNTRUSTED_URLS[i % UNTRUSTED_URLS.length] as string;
      const started = new Date(Date.now() - i * day);
      const carousel = i % 3 === 0;
      await tx.query(
        `INSERT INTO ads (shop_id, product_id, started_at, ymd, page_id, display_format, archive_id,
           page_name, title, caption, link_description, cta, link_url, body, publisher_platforms,
           media, cards)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8, $8, $8, $9, $8, $10, $11, $12)`,
        [
          shopId,
          productId,
          started,
          started.toISOString().slice(0, 10),
          `untrusted-${i}`,
          carousel ? "carousel" : "image",
          String(900_000 + i),
          text,
          url,
          ["facebook", text],
          JSON.stringify(carousel ? [] : [{ image_url: url, preview_image_url: url }]),
          JSON.stringify(
            carousel ? [{ title: text, body: text, cta: text, link_url: url, image_url: url }] : [],
          ),
        ],
      );
    }
  });
}
