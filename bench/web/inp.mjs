// Interaction to Next Paint on a signed-in /explore/products, for two interactions: a filter change
// (ticking "United States") and a card menu open (the first card's actions button). Each run is a
// fresh browser context that loads the page, waits for the cards, then does the one interaction;
// Chromium's Event Timing entries (PerformanceObserver 'event', durationThreshold 16) give its
// duration, from the input to the next paint after the handlers ran, as web-vitals' onINP reads it.
// At normal speed and at 4x CPU throttling, median of `runs`.
//
// Alone, against a running server: node bench/web/inp.mjs http://localhost:<port>
// (the server as `npm start` or common.md's journey setup starts it, with the demo users).
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createLog } from "../lib/log.mjs";
import { percentile } from "../lib/stats.mjs";
import { CHROMIUM, CHROMIUM_FLAGS, signedInSession, signInContext } from "./appServer.mjs";

/** The smallest threshold Event Timing allows: shorter interactions are not reported at all. */
const THRESHOLD_MS = 16;
const VIEWPORT = { width: 1280, height: 800 };
export const INP_TARGET_MS = 200;
export const CPU_RATES = [1, 4];

/** The interactions measured: what each does, and what shows it took effect. */
export const INTERACTIONS = [
  {
    name: "filter change",
    act: async (page) => {
      // react-aria hides the native input visually; the label takes the click.
      await page.getByRole("checkbox", { name: "United States" }).check({ force: true });
      await page.waitForURL(/shop_country=US/);
    },
  },
  {
    name: "card menu open",
    act: async (page) => {
      const results = page.getByRole("list", { name: "Products" });
      await results
        .getByRole("button", { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole("menu").waitFor();
    },
  },
];

/** Starts collecting Event Timing entries of interactions (those with an interactionId). */
function observeInteractions(threshold) {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__interactions.push({
          id: entry.interactionId,
          name: entry.name,
          ms: entry.duration,
        });
      }
    }
  }).observe({ type: "event", durationThreshold: threshold, buffered: true });
}

/**
 * The longest interaction seen (INP over one interaction is its duration), once two frames have
 * passed (entries are delivered after the paint they measure), or 0 when none reached the threshold.
 */
async function longestInteraction(page) {
  await page.waitForTimeout(500);
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 100));
    return Math.max(0, ...window.__interactions.map((entry) => entry.ms));
  });
}

async function oneRun(browser, url, session, interaction, cpuRate) {
  const context = await browser.newContext({ baseURL: url, viewport: VIEWPORT });
  try {
    await signInContext(context, session);
    const page = await context.newPage();
    await page.goto("/explore/products");
    await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
    await page.waitForLoadState("networkidle");
    // The page comes rendered from the server: measured once React has taken it over.
    await page.waitForFunction(() => document.querySelector("fieldset:disabled") === null);
    await page.evaluate(observeInteractions, THRESHOLD_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    await interaction.act(page);
    return await longestInteraction(page);
  } finally {
    await context.close();
  }
}

/**
 * INP per interaction and CPU rate: `{ interaction, cpuRate, runs: ms[], medianMs }`; a run whose
 * interaction stayed under the 16 ms threshold counts as 0 ms.
 */
export async function measureInp(url, session, { runs = 3, log = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const interaction of INTERACTIONS) {
      for (const cpuRate of CPU_RATES) {
        const durations = [];
        for (let i = 0; i < runs; i++) {
          durations.push(await oneRun(browser, url, session, interaction, cpuRate));
        }
        const medianMs = percentile(durations, 50);
        log(`INP ${interaction.name} at ${cpuRate}x CPU: ${durations.join(", ")} ms`);
        results.push({ interaction: interaction.name, cpuRate, runs: durations, medianMs });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** "< 16 ms" when the interaction stayed under what Event Timing reports. */
export const inpText = (valueMs) =>
  valueMs < THRESHOLD_MS ? `< ${THRESHOLD_MS} ms` : `${Math.round(valueMs)} ms`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2];
  if (!url) {
    console.error("Usage: node bench/web/inp.mjs http://localhost:<port> (a running server)");
    process.exit(2);
  }
  const log = createLog("inp");
  const results = await measureInp(url, await signedInSession(url), { log });
  for (const r of results) {
    console.log(`${r.interaction}, ${r.cpuRate}x CPU: INP ${inpText(r.medianMs)} (median)`);
  }
}
