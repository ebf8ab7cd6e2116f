// For tests: the identity service alone on a fresh database (only the outbox and identity
// migrations), served on a free loopback port with the dev outbox beside it.
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { MIGRATIONS_DIR, migrate } from "../../db/migrate";
import { createTestDatabase, type TestDatabase, type TestEngine } from "../../db/testDb";
import { closeServer } from "../../http/closeServer";
import { keepConnectionsAlive } from "../../http/keepAlive";
import { createMailer } from "../../mail/mailer";
import { createOutboxRoutes } from "../../mail/outboxRoutes";
import type { Identity } from "../types";
import { createOwnIdentity } from "./index";

export const IDENTITY_MIGRATIONS = ["020_outbox.sql", "040_identity.sql"];

export interface IdentityTestServer {
  baseUrl: string;
  identity: Identity;
  database: TestDatabase;
  /** A second identity on the same database, as after a restart or on another server process. */
  restart(): Promise<Identity>;
  stop(): Promise<void>;
}

export async function startIdentityTestServer(engine: TestEngine): Promise<IdentityTestServer> {
  const database = await createTestDatabase(engine);
  const dir = await mkdtemp(join(tmpdir(), "identity-migrations-"));
  try {
    for (const name of IDENTITY_MIGRATIONS) {
      await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
    }
    await migrate(database.db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const make = () =>
    createOwnIdentity({
      db: database.db,
      mailer: createMailer({ db: database.db, log: () => {} }),
      publicOrigin: "http://hotshelf.test",
      productName: "Hotshelf",
    });
  const identity = await make();
  const app = new Hono();
  identity.mount(app);
  app.get("/config.json", (c) => c.json({ identity: identity.clientConfig("") }));
  app.route("/", createOutboxRoutes(database.db));
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(listening),
    );
    // As the app's server: its tests sign in through the identity client, which reuses connections.
    keepConnectionsAlive(listening);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    identity,
    database,
    restart: make,
    async stop() {
      // Idle kept-alive connections are closed at once, not waited for.
      await closeServer(server);
      await database.dispose();
    },
  };
}
