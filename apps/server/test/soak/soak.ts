// The soak (issue 8, part 5; `npm run test:soak`): the real server as its own process, a 1-minute
// warm-up, then SOAK_MINUTES (default 10) of mixed traffic at a steady SOAK_RATE requests per second.
// Passes when no request fails and the server's memory (RSS, and the heap after a collection) never
// goes more than 10 % above its level at the end of the warm-up. Exits 1 otherwise.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { calls } from "@hotshelf/api/contract";
import {
  oneHotFiltersFor,
  rangeFiltersFor,
  type SearchType,
  sortOptionsFor,
} from "@hotshelf/domain";
import { type ChildServer, startChildServer } from "../crash/childServer";
import { seededRandom } from "../crash/writes";
import { freePort } from "../support/freePort";
import { signIn } from "../support/identity";
import { type ApiCaller, caller } from "../support/server";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 5);
const WARM_UP_MS = 60_000;
const SAMPLE_MS = 5_000;
const PROGRESS_MS = 30_000;
const MAX_IN_FLIGHT = 64;
const MEMORY_LIMIT = 1.1;
const DEMO_PRODUCTS = process.env.SOAK_DEMO_PRODUCTS ?? "20000";

interface Sample {
  t: number;
  rss: number;
  heapUsed: number;
}

interface Target {
  kind: string;
  /** A fetch of the request; the reply is checked by `check`. */
  send(): Promise<Response>;
  check?(body: unknown): void;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** A random search as a user builds it in Explore: a sort, maybe a text, one to three filters. */
function randomSearch(random: () => number, type: SearchType, fromDate: string) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const filters: Record<string, unknown> = {};
  const ranges = rangeFiltersFor(type);
  const oneHots = oneHotFiltersFor(type);
  const count = Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    if (random() < 0.5) {
      const range = pick(ranges);
      filters[range.key] =
        range.type === "date"
          ? { type: "date", gte: fromDate }
          : {
              type: "numeric",
              gte: Math.floor(random() * 50),
              lte: 1000 + Math.floor(random() * 1e6),
            };
    } else {
      const oneHot = pick(oneHots);
      filters[oneHot.key] = [pick(oneHot.options).key];
    }
  }
  return {
    query: {
      sort_by: pick(sortOptionsFor(type)).key,
      search_string: random() < 0.2 ? pick(["a", "the", "pro", "mini", "set"]) : "",
      from_count: 0,
      page_size: 50,
      search_filters: filters,
      search_type: type,
      is_explore: true,
    },
  };
}

async function idsOf(
  user: ApiCaller,
  type: SearchType,
): Promise<{ shop: number; product: number }[]> {
  const res = await user.call("/v3/search", {
    query: {
      sort_by: sortOptionsFor(type)[0]?.key,
      from_count: 0,
      page_size: 100,
      search_filters: {},
      search_type: type,
    },
  });
  const page = calls.search.response.parse(await res.json());
  return page.items.map((item) => ({
    shop: item.shop_id,
    product: "product_id" in item ? item.product_id : 0,
  }));
}

function targets(
  baseUrl: string,
  users: ApiCaller[],
  random: () => number,
  products: { shop: number; product: number }[],
  shopIds: number[],
) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const fromDate = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const parse = (name: keyof typeof calls) => (body: unknown) => {
    calls[name].response.parse(body);
  };
  const weighted: [number, () => Target][] = [
    [
      25,
      () => ({
        kind: "search products",
        send: () => pick(users).call("/v3/search", randomSearch(random, "products", fromDate)),
        check: parse("search"),
      }),
    ],
    [
      15,
      () => ({
        kind: "search shops",
        send: () => pick(users).call("/v3/search", randomSearch(random, "shops", fromDate)),
        check: parse("search"),
      }),
    ],
    [
      10,
      () => ({
        kind: "shop detail",
        send: () => pick(users).call("/v3/shop", { shop_id: pick(shopIds) }),
        check: parse("shop"),
      }),
    ],
    [
      10,
      () => {
        const p = pick(products);
        return {
          kind: "product detail",
          send: () => pick(users).call("/v3/product", { shop_id: p.shop, product_id: p.product }),
          check: parse("product"),
        };
      },
    ],
    [
      5,
      () => ({
        kind: "shop chart",
        send: () => pick(users).call("/v3/shop/chart/revenue", { shop_id: pick(shopIds) }),
        check: parse("shopChartRevenue"),
      }),
    ],
    [
      5,
      () => {
        const p = pick(products);
        return {
          kind: "product chart",
          send: () =>
            pick(users).call("/v3/product/chart/revenue", {
              shop_id: p.shop,
              product_id: p.product,
            }),
          check: parse("productChartRevenue"),
        };
      },
    ],
    [
      5,
      () => ({
        kind: "favicon",
        send: () => fetch(`${baseUrl}/media/favicons/${pick(shopIds)}.png`),
      }),
    ],
    [
      13,
      () => ({
        kind: "tags read",
        send: () =>
          pick(users).call(random() < 0.5 ? "/v3/tags/shops" : "/v3/tags/products", {
            is_staff: random() < 0.2,
          }),
      }),
    ],
    [
      12,
      () => {
        const name = `Soak ${1 + Math.floor(random() * 5)}`;
        const body =
          random() < 0.4
            ? {
                tag_type: "shops",
                tag_name: name,
                shop_ids: Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(shopIds)),
              }
            : {
                tag_type: "shops",
                tag_name: name,
                shop_id: pick(shopIds),
                action: random() < 0.6 ? "add" : "remove",
              };
        return {
          kind: "tags write",
          send: () =>
            pick(users).call("shop_ids" in body ? "/v3/tags/overwrite" : "/v3/tags/change", body),
        };
      },
    ],
  ];
  const total = weighted.reduce((sum, [w]) => sum + w, 0);
  return (): Target => {
    let roll = random() * total;
    for (const [weight, make] of weighted) {
      roll -= weight;
      if (roll < 0) return make();
    }
    return (weighted[0] as [number, () => Target])[1]();
  };
}

async function samples(file: string): Promise<Sample[]> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
}

async function main(): Promise<number> {
  const seed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
  const random = seededRandom(seed);
  const dataDir = await mkdtemp(join(tmpdir(), "hotshelf-soak-"));
  const memoryFile = join(dataDir, "memory.jsonl");
  const probe = fileURLToPath(new URL("./memoryProbe.mjs", import.meta.url));
  console.log(
    `soak: ${MINUTES} min at ${RATE} requests/s after a 1-min warm-up, ${DEMO_PRODUCTS} demo products, seed ${seed}`,
  );
  let server: ChildServer | null = null;
  try {
    const started = Date.now();
    server = await startChildServer({
      dataDir: join(dataDir, "data"),
      port: await freePort(),
      env: {
        DEMO_PRODUCTS,
        SOAK_MEMORY_FILE: memoryFile,
        SOAK_SAMPLE_MS: String(SAMPLE_MS),
      },
      nodeArgs: ["--expose-gc", "--import", probe],
      startTimeoutMs: 600_000,
    });
    const base = server.baseUrl;
    console.log(`soak: server up in ${Math.round((Date.now() - started) / 1000)} s at ${base}`);
    const users: ApiCaller[] = [];
    for (const email of ["pro@example.com", "basic@example.com", "admin@example.com"]) {
      users.push(caller(base, (await signIn(base, email, "hotshelf-demo")).idToken));
    }
    const products = await idsOf(users[0] as ApiCaller, "products");
    const shopIds = (await idsOf(users[0] as ApiCaller, "shops")).map((s) => s.shop);
    const next = targets(base, users, random, products, shopIds);

    const latencies = new Map<string, number[]>();
    const errors: string[] = [];
    let sent = 0;
    let skipped = 0;
    let inFlight = 0;
    const t0 = Date.now();
    const measuredFrom = t0 + WARM_UP_MS;
    const endAt = measuredFrom + MINUTES * 60_000;

    const fire = async () => {
      const target = next();
      const began = performance.now();
      inFlight += 1;
      sent += 1;
      try {
        const res = await target.send();
        const body = res.headers.get("content-type")?.includes("json")
          ? await res.json()
          : await res.arrayBuffer();
        if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        target.check?.(body);
        const list = latencies.get(target.kind) ?? [];
        list.push(performance.now() - began);
        latencies.set(target.kind, list);
      } catch (error) {
        // fetch's own message is "fetch failed"; the cause says what happened (reset, timeout...).
        const cause = (error as Error).cause as Error | undefined;
        errors.push(
          `${new Date().toISOString()} ${target.kind}: ${(error as Error).message.slice(0, 300)}${cause ? ` (${cause.message})` : ""}`,
        );
      } finally {
        inFlight -= 1;
      }
    };

    let lastProgress = t0;
    const interval = 1000 / RATE;
    let due = t0;
    while (Date.now() < endAt) {
      due += interval;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // A steady, open-loop rate: a request is sent on time whether the last ones are back or not,
      // unless too many are still open (then the slot is counted as skipped, and that fails the run).
      if (inFlight >= MAX_IN_FLIGHT) skipped += 1;
      else void fire();
      if (Date.now() - lastProgress >= PROGRESS_MS) {
        lastProgress = Date.now();
        const last = (await samples(memoryFile)).at(-1);
        const all = [...latencies.values()].flat().sort((a, b) => a - b);
        const phase = Date.now() < measuredFrom ? "warm-up" : "soak";
        console.log(
          `soak: ${Math.round((Date.now() - t0) / 1000)} s (${phase}), ${sent} requests (${(sent / ((Date.now() - t0) / 1000)).toFixed(1)}/s), ${errors.length} errors, p95 ${percentile(all, 95).toFixed(0)} ms, RSS ${last ? mb(last.rss) : "?"}, heap ${last ? mb(last.heapUsed) : "?"}`,
        );
      }
    }
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS + 500));

    const memory = await samples(memoryFile);
    const warm = memory.filter((s) => s.t <= measuredFrom && s.t > measuredFrom - 15_000);
    const measured = memory.filter((s) => s.t > measuredFrom);
    const mean = (values: number[]) =>
      values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
    const baseRss = mean(warm.map((s) => s.rss));
    const baseHeap = mean(warm.map((s) => s.heapUsed));
    const maxRss = Math.max(...measured.map((s) => s.rss));
    const maxHeap = Math.max(...measured.map((s) => s.heapUsed));
    const endRss = mean(measured.slice(-3).map((s) => s.rss));
    const endHeap = mean(measured.slice(-3).map((s) => s.heapUsed));

    console.log("\nsoak: latency by request kind (ms)");
    console.log("| kind | requests | p50 | p95 | p99 | max |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const [kind, list] of [...latencies.entries()].sort()) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `| ${kind} | ${sorted.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${(sorted.at(-1) ?? 0).toFixed(0)} |`,
      );
    }
    console.log(
      "\nsoak: memory (baseline = mean of the warm-up's last 15 s; samples every 5 s after a GC)",
    );
    console.log("| | after warm-up | highest in the soak | at the end | highest / baseline |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    console.log(
      `| RSS | ${mb(baseRss)} | ${mb(maxRss)} | ${mb(endRss)} | ${((maxRss / baseRss - 1) * 100).toFixed(1)} % |`,
    );
    console.log(
      `| heap used | ${mb(baseHeap)} | ${mb(maxHeap)} | ${mb(endHeap)} | ${((maxHeap / baseHeap - 1) * 100).toFixed(1)} % |`,
    );
    console.log(
      `\nsoak: ${sent} requests in ${((Date.now() - t0) / 60_000).toFixed(1)} min, ${errors.length} errors, ${skipped} skipped slots, ${measured.length} memory samples`,
    );

    const failures: string[] = [];
    if (errors.length > 0)
      failures.push(`${errors.length} requests failed:\n  ${errors.slice(0, 10).join("\n  ")}`);
    if (skipped > 0)
      failures.push(`${skipped} request slots skipped (more than ${MAX_IN_FLIGHT} open)`);
    if (warm.length === 0 || measured.length === 0) failures.push("no memory samples");
    if (maxRss > baseRss * MEMORY_LIMIT)
      failures.push(`RSS rose to ${mb(maxRss)} from ${mb(baseRss)}`);
    if (maxHeap > baseHeap * MEMORY_LIMIT)
      failures.push(`heap rose to ${mb(maxHeap)} from ${mb(baseHeap)}`);
    if (failures.length > 0) {
      console.error(`\nsoak FAILED:\n${failures.join("\n")}`);
      return 1;
    }
    console.log("soak passed");
    return 0;
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
