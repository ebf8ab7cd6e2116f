import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import type { AppConfig } from "@hotshelf/api/contract";
import { matchRoute } from "@hotshelf/domain";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import {
  ensureDemoAccounts,
  ensureStaffPicks,
  ensureStaffPresets,
  refuseDemoAccounts,
} from "./accounts";
import { createAlerts } from "./alerts";
import { cachedFor } from "./cachedFor";
import { createCatalogueService } from "./catalogue/service";
import { createCollections } from "./collections";
import { SERVER_PACKAGE_DIR, type ServerConfig } from "./config";
import { createExchangeRates, ecbFetcher } from "./currency/rates";
import { migrate, openDb } from "./db";
import type { Db } from "./db/types";
import { ensureDemoData as loadDemoData } from "./demo/load";
import { seedUntrustedAds, untrustedCorpusEnabled } from "./demo/untrustedCorpus";
import { forgetExports, mountExport } from "./export";
import { mountSupportForm } from "./forms/support";
import { closeServer, createInFlight } from "./http/closeServer";
import { handleError } from "./http/errors";
import { keepConnectionsAlive } from "./http/keepAlive";
import { securityMiddleware } from "./http/security";
import { createCognitoIdentity } from "./identity/cognito";
import { createOwnIdentity } from "./identity/own";
import { tooLargeReply } from "./identity/own/http";
import type { Identity, Mailer } from "./identity/types";
import { createMailer as createOutboxMailer } from "./mail/mailer";
import { createOutboxRoutes } from "./mail/outboxRoutes";
import { createMediaRoutes } from "./media/routes";
import { createPaymentProvider } from "./payments";
import { type AccountDeletionHook, API_BASE, callHandlers, mountCalls } from "./routes";
import { createDetailCatalogue, createDetailHandlers } from "./routes/detailHandlers";
import { startSearchReadModel } from "./search";
import { mountPageSession, pageSessionOf } from "./static/pageSession";
import { loadPageRenderer, mountWebApp, serverRenderPath } from "./static/webApp";
import { createTracker, type Tracker, type TrackerOptions } from "./tracker";

/** Request bodies above this are refused with 413 (the largest legitimate body is a filter set). */
export const MAX_BODY_BYTES = 256 * 1024;

export interface HotshelfServer {
  app: Hono;
  db: Db;
  identity: Identity;
  tracker: Tracker;
  /** Listens on config.port (0 picks a free port); resolves with the base URL. */
  start(): Promise<string>;
  /** Stops listening and closes the identity service and the database. */
  stop(): Promise<void>;
}

/** How a URL names the listening address; a wildcard address is reached through localhost. */
function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "[::]") return "localhost";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** How old the winners page's inlined products may be. */
const WINNERS_PAGE_DATA_MS = 60_000;

/** The web app's settings (GET /config.json), shaped by the contract's AppConfig. */
export function appConfig(config: ServerConfig, identity: Identity): AppConfig {
  return {
    productName: config.productName,
    apiBase: API_BASE,
    mediaBase: "/media/",
    adMediaBase: "/ad-media/",
    supportEmail: config.supportEmail,
    beta: config.beta,
    formEndpoint: config.formEndpoint ?? "/forms/support",
    links: config.links,
    identity: identity.clientConfig(config.publicOrigin),
  };
}

/** Loads the demo catalogue on first start, printing a progress line at every 10 %. */
async function ensureDemoData(
  db: Db,
  products: number,
  log: (line: string) => void,
): Promise<void> {
  let lastTenth = -1;
  const result = await loadDemoData(db, {
    products,
    onProgress: (progress) => {
      const tenth = Math.floor(progress.percent / 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      log(
        `Loading demo data: ${Math.floor(progress.percent)}% (${progress.products} of ${progress.totalProducts} products)`,
      );
    },
  });
  if (result.loaded) {
    log(
      `Demo data loaded: ${result.products} products in ${result.shops} shops (${Math.round(result.ms / 1000)} s)`,
    );
  }
}

/** AWS Cognito when configured, otherwise our own Cognito-compatible service under /idp. */
async function createIdentity(
  config: ServerConfig,
  db: Db,
  mailer: Mailer,
  log: (line: string) => void,
): Promise<Identity> {
  if (config.cognito) return createCognitoIdentity(config.cognito);
  return createOwnIdentity({
    db,
    mailer,
    publicOrigin: config.publicOrigin,
    productName: config.productName,
    log,
  });
}

/**
 * Assembles the server: database and migrations, demo data, identity, mail, payments, demo accounts,
 * then the routes (/config.json, /prod calls, media, forms, outbox, payment pages, the web app).
 */
/** Seams for tests: tracker timings, and driving the tracker by hand (runOnce) instead of its loop. */
export interface ServerOptions {
  tracker?: Omit<TrackerOptions, "db" | "collections" | "allowLoopback">;
  trackerLoop?: boolean;
  /** Hostile ad texts for the untrusted-content checks; default: UNTRUSTED_CORPUS=1 (never in production). */
  untrustedCorpus?: boolean;
  /** False: the daily alert job runs only when a test runs it. */
  alertsTimer?: boolean;
}

export async function createServer(
  config: ServerConfig,
  options: ServerOptions = {},
): Promise<HotshelfServer> {
  const now = Date.now;
  const log = config.log;
  const db = await openDb({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
  });
  const cleanups: (() => Promise<void>)[] = [() => db.close()];
  try {
    await migrate(db, join(SERVER_PACKAGE_DIR, "migrations"));
    if (config.production) await refuseDemoAccounts(db);
    await ensureDemoData(db, config.demoProducts, log);
    if (options.untrustedCorpus ?? untrustedCorpusEnabled(process.env, config.production)) {
      await seedUntrustedAds(db);
    }
    const mailer = createOutboxMailer({
      db,
      smtpUrl: config.smtpUrl,
      log,
      logSecrets: !config.production,
    });
    mailer.startRetries();
    cleanups.push(() => mailer.stop());
    const identity = await createIdentity(config, db, mailer, log);
    cleanups.push(() => identity.close());
    const payments = createPaymentProvider(config, db);
    // Work done for a request runs under the request time budget (src/db/timeBudget.ts).
    const requestDb = db.forRequests;
    const catalogue = createCatalogueService(requestDb);
    cleanups.push(startSearchReadModel(db, log));
    // Their password is public: only a demo on this machine gets them.
    if (config.demo) {
      await ensureDemoAccounts({ db, identity, password: config.demoPassword, now });
    }
    await ensureStaffPresets(db);

    const collections = createCollections(db);
    await ensureStaffPicks(db, collections);
    const exchangeRates = createExchangeRates({
      fetchDocument: config.ecbRates ? ecbFetcher() : undefined,
      log,
    });
    exchangeRates.start();
    cleanups.push(async () => exchangeRates.stop());
    const tracker = createTracker({
      db,
      collections,
      allowLoopback: config.trackerAllowLoopback,
      log,
      rates: () => exchangeRates.current(),
      ...options.tracker,
    });
    if (options.trackerLoop !== false) tracker.startLoop();
    cleanups.push(() => tracker.stop());
    const alerts = await createAlerts({ db, mailer, config, log, now });
    if (options.alertsTimer !== false) alerts.scheduler.start();
    cleanups.push(() => alerts.scheduler.stop());
    const accountDeletionHooks: AccountDeletionHook[] = [
      (sub) => collections.deleteAllOf(sub),
      (sub) => tracker.forgetUser(sub),
      (sub) => forgetExports(db, sub),
    ];
    const app = new Hono();
    const inFlight = createInFlight();
    app.use("*", inFlight.middleware);
    app.onError((error, c) => handleError(error, c));
    app.notFound((c) =>
      c.req.path.startsWith(`${API_BASE}/`)
        ? c.json({ message: "not_found" }, 404)
        : c.text("Not Found", 404),
    );
    app.use("*", securityMiddleware(config.security));
    app.use("*", compress());
    app.use("*", async (c, next) => {
      await next();
      // compress() adds Vary with c.header() unless the response has it, which remakes the response
      // around a stream of its body even when the client takes it uncompressed: added here, on the
      // response's own headers, it is found there.
      const vary = c.res.headers.get("Vary");
      if (!vary) c.res.headers.set("Vary", "Accept-Encoding");
      else if (vary !== "*" && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
        c.res.headers.set("Vary", `${vary}, Accept-Encoding`);
      }
    });
    // The unread rest of the body makes the connection unusable, so the client is told to drop it.
    const tooLarge = (c: Context) =>
      // The identity client reads only Cognito's error shape.
      c.req.path === "/idp"
        ? tooLargeReply()
        : c.json({ message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.` }, 413, {
            Connection: "close",
          });
    const countedBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
    app.use("*", (c, next) => {
      // A declared length is checked without touching the body, as bodyLimit would check it: reading
      // c.req.raw.body turns the node server's light request into a web stream, which every call then
      // paid for; only a body of unknown length is counted as it arrives.
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
      const declared = c.req.header("content-length");
      if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
        return Number.parseInt(declared, 10) > MAX_BODY_BYTES
          ? Promise.resolve(tooLarge(c))
          : next();
      }
      return countedBodyLimit(c, next);
    });
    app.use(`${API_BASE}/*`, async (c, next) => {
      await next();
      // On the response's own headers: c.header() after the handler remakes the response around a
      // stream of its body, which then went out through web streams.
      c.res.headers.set("Cache-Control", "no-store");
    });

    app.get("/health", (c) => c.json({ ok: true }));
    app.get("/config.json", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json(appConfig(config, identity));
    });
    identity.mount(app);
    const handlers = {
      ...callHandlers,
      ...createDetailHandlers({
        catalogue: createDetailCatalogue(requestDb),
        collections,
        tracker,
      }),
    };
    const routeDeps = {
      db: requestDb,
      identity,
      payments,
      catalogue,
      config,
      accountDeletionHooks,
      now,
    };
    mountCalls(app, handlers, routeDeps);
    mountPageSession(app, { identity, secure: config.production, now });
    mountExport(app, routeDeps);
    app.post(`${API_BASE}/stripe/webhook`, (c) => payments.handleWebhook(c.req.raw));
    payments.mount(app);
    mountSupportForm(app, {
      db,
      mailer,
      supportEmail: config.supportEmail,
      productName: config.productName,
    });
    app.route(
      "/",
      createMediaRoutes(requestDb, {
        limited: config.security.rateLimits !== false,
        trustProxy: config.security.trustProxy ?? false,
      }),
    );
    app.route("/", alerts.routes);
    // The test-only trigger of the daily alert job lives exactly where the dev outbox does.
    if (config.demo) {
      app.route("/", createOutboxRoutes(db));
      app.route("/", alerts.devRoutes);
    }
    // Every page starts with the settings; the winners page with its products too (a minute old at
    // most, so anyone's page views cost one query a minute).
    const winners = cachedFor(WINNERS_PAGE_DATA_MS, () => catalogue.winners());
    // The signed-out pages come rendered (apps/web's server render, beside its build), with this data.
    mountWebApp(
      app,
      config.webDist,
      async (path) => ({
        config: appConfig(config, identity),
        ...(matchRoute(path).route.id === "winners" ? { winners: await winners() } : {}),
      }),
      () => loadPageRenderer(serverRenderPath(config.webDist)),
      (c) => pageSessionOf(c, identity),
    );

    let server: ServerType | null = null;
    return {
      app,
      db,
      identity,
      tracker,
      start: () =>
        new Promise<string>((resolve, reject) => {
          const listening = serve(
            { fetch: app.fetch, port: config.port, hostname: config.host },
            (info: AddressInfo) => resolve(`http://${urlHost(config.host)}:${info.port}`),
          );
          keepConnectionsAlive(listening);
          // e.g. EADDRINUSE: reported to the caller instead of crashing the process.
          listening.once("error", reject);
          server = listening;
        }),
      async stop() {
        const listening = server;
        server = null;
        // Requests in flight finish before the database and workers below are closed.
        if (listening) await closeServer(listening);
        // Including the ones whose client hung up, which closing connections does not wait for.
        await inFlight.idle();
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    throw error;
  }
}
