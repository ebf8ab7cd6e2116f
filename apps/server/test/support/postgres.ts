// A scratch database in the TEST_DATABASE_URL cluster for one server under test.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `hotshelf_app_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Waits for the server's closing connections to go instead of terminating them (FORCE would make
    // a connection that is still closing report an error into the test run).
    async drop() {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
          return;
        } catch (error) {
          const inUse = (error as { code?: string }).code === "55006";
          if (!inUse || attempt >= 50) throw error;
          await sleep(100);
        }
      }
    },
  };
}
