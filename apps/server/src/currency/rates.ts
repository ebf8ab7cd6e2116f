/**
 * The euro reference rates the tracker converts shop prices with: the bundled ECB snapshot of
 * 2024-09-26 from start-up, replaced by the ECB's daily file whenever the server may and can fetch
 * it (ECB_RATES, docs/decisions.md). A failed or malformed fetch is logged and keeps the rates held.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EuroRates } from "@hotshelf/domain";
import { SERVER_PACKAGE_DIR } from "../config";
import { createSafeFetch } from "../tracker/safeFetch";
import { MAX_ECB_DOCUMENT_BYTES, parseEcbDaily } from "./ecbXml";

export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
const SNAPSHOT_FILE = join(SERVER_PACKAGE_DIR, "src", "currency", "ecbSnapshot.xml");

let snapshot: EuroRates | null = null;

/** The bundled snapshot's rates (read once); a broken file is a packaging error, so it throws. */
export function snapshotRates(): EuroRates {
  if (!snapshot) {
    const parsed = parseEcbDaily(readFileSync(SNAPSHOT_FILE, "utf8"));
    if (!parsed) throw new Error(`${SNAPSHOT_FILE} is not an ECB daily rates document`);
    snapshot = parsed;
  }
  return snapshot;
}

/** Returns the ECB's daily document's text, or throws. */
export type FetchEcbDocument = () => Promise<string>;

/**
 * The ECB file through the tracker's outbound fetch (addresses checked, redirects by hand, a size
 * cap) with a 10 s timeout, so a slow ECB never holds anything up.
 */
export function ecbFetcher(timeoutMs = 10_000): FetchEcbDocument {
  const fetch = createSafeFetch({ timeoutMs, maxBytes: MAX_ECB_DOCUMENT_BYTES });
  return async () => {
    const page = await fetch(ECB_DAILY_URL);
    if (page.status !== 200) throw new Error(`HTTP ${page.status}`);
    return page.body;
  };
}

export interface ExchangeRates {
  /** The rates now held. */
  current(): EuroRates;
  /** One fetch; true when it brought rates at least as recent as those held. Never throws. */
  refresh(): Promise<boolean>;
  /** Refreshes now (in the background) and every intervalMs; nothing without a fetcher. */
  start(): void;
  stop(): void;
}

export interface ExchangeRatesOptions {
  /** Absent: the snapshot is all there is (tests, CI, ECB_RATES=off). */
  fetchDocument?: FetchEcbDocument;
  initial?: EuroRates;
  intervalMs?: number;
  log?: (line: string) => void;
}

export function createExchangeRates(options: ExchangeRatesOptions = {}): ExchangeRates {
  let rates = options.initial ?? snapshotRates();
  const log = options.log ?? ((line: string) => console.warn(line));
  const intervalMs = options.intervalMs ?? 6 * 60 * 60 * 1000;
  let timer: NodeJS.Timeout | null = null;

  async function refresh(): Promise<boolean> {
    if (!options.fetchDocument) return false;
    try {
      const parsed = parseEcbDaily(await options.fetchDocument());
      if (!parsed) {
        log(
          `[rates] the ECB document was not a daily rates file; keeping the rates of ${rates.date}`,
        );
        return false;
      }
      // An older file (a stale cache on the way) never replaces newer rates.
      if (parsed.date < rates.date) return false;
      rates = parsed;
      return true;
    } catch (error) {
      log(
        `[rates] ECB rates not fetched (${(error as Error).message}); keeping those of ${rates.date}`,
      );
      return false;
    }
  }

  return {
    current: () => rates,
    refresh,
    start() {
      if (!options.fetchDocument || timer) return;
      void refresh();
      timer = setInterval(() => void refresh(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
