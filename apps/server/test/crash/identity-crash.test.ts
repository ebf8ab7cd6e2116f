// Crash safety of the identity service (issue 12): streams of sign-ups (confirmed by the mailed link)
// and SRP sign-ins run against the server as its own process, which is killed with SIGKILL mid-stream
// and started again on the same data. Every acknowledged account must be there: a confirmed one signs
// in with its password, and its acknowledged refresh token still works.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CognitoUserPool } from "amazon-cognito-identity-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/freePort";
import {
  IdpError,
  idp,
  libraryPool,
  openConfirmationLink,
  signInUser,
  signUp,
} from "../support/identity";
import { createScratchDatabase, type ScratchDatabase } from "../support/postgres";
import { type ChildServer, startChildServer } from "./childServer";

const STREAMS = 3;
const PASSWORD = "crash-password-1";

interface Account {
  email: string;
  /** Sign-up answered. */
  signedUp: boolean;
  /** The confirmation link answered with its redirect. */
  confirmed: boolean;
  /** A refresh token from an answered sign-in. */
  refreshToken: string | null;
}

/**
 * Signs up, confirms and signs in new accounts one after another until the server is killed. A
 * network error before the kill (a connection the loaded machine dropped) is noted in `hiccups` and
 * the stream goes on with a new account: ending there left the test waiting for a sign-in that the
 * stream would never try (a CI failure, "no progress in four minutes").
 */
async function runStream(
  baseUrl: string,
  pool: CognitoUserPool,
  label: string,
  accounts: Account[],
  killed: () => boolean,
  hiccups: string[],
): Promise<void> {
  for (let n = 0; ; n += 1) {
    const account: Account = {
      email: `crash-${label}-${n}-${Date.now()}@example.com`,
      signedUp: false,
      confirmed: false,
      refreshToken: null,
    };
    accounts.push(account);
    try {
      await signUp(pool, { email: account.email, password: PASSWORD });
      account.signedUp = true;
      const link = await openConfirmationLink(baseUrl, account.email);
      if (link.status !== 302) throw new Error(`The confirmation link answered ${link.status}`);
      account.confirmed = true;
      account.refreshToken = (await signInUser(pool, account.email, PASSWORD)).tokens.refreshToken;
    } catch (error) {
      // The server died mid-stream: the library reports a network error, fetch a TypeError.
      const gone =
        error instanceof TypeError || (error instanceof IdpError && error.type === "NetworkError");
      if (!gone) throw error;
      if (killed()) return;
      hiccups.push(`${account.email}: ${error instanceof Error ? error.message : String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function refreshWorks(baseUrl: string, clientId: string, token: string): Promise<boolean> {
  try {
    await idp(baseUrl, "InitiateAuth", {
      ClientId: clientId,
      AuthFlow: "REFRESH_TOKEN_AUTH",
      AuthParameters: { REFRESH_TOKEN: token },
    });
    return true;
  } catch (error) {
    if (error instanceof IdpError) return false;
    throw error;
  }
}

function runCrashRound(label: string, serverEnv: () => Record<string, string>) {
  let dataDir: string;
  let server: ChildServer | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hotshelf-identity-crash-"));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged account through kill -9 during sign-ups and sign-ins (${label})`, async () => {
    const port = await freePort();
    server = await startChildServer({ dataDir, port, env: serverEnv(), startTimeoutMs: 240_000 });
    const pool = await libraryPool(server.baseUrl);
    const streams: Account[][] = Array.from({ length: STREAMS }, () => []);
    const failures: unknown[] = [];
    const hiccups: string[] = [];
    let killed = false;
    /** Which streams have ended (before the kill, only by a failure). */
    const ended = streams.map(() => false);
    const running = streams.map((accounts, i) =>
      runStream(server?.baseUrl as string, pool, `${label}-${i}`, accounts, () => killed, hiccups)
        .catch((error) => {
          failures.push(error);
        })
        .finally(() => {
          ended[i] = true;
        }),
    );
    // Killed at a random moment once every stream has signed in at least once.
    const deadline = Date.now() + 240_000;
    while (streams.some((accounts) => !accounts.some((a) => a.refreshToken))) {
      if (failures.length > 0) throw failures[0];
      if (Date.now() > deadline) {
        throw new Error(
          `The streams made no progress in four minutes: ${JSON.stringify({ ended, hiccups, streams })}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
    killed = true;
    await server.kill9();
    await Promise.all(running);
    expect(failures).toEqual([]);

    server = await startChildServer({ dataDir, port, env: serverEnv(), startTimeoutMs: 240_000 });
    const after = await libraryPool(server.baseUrl);
    const all = streams.flat();
    const confirmed = all.filter((account) => account.confirmed);
    console.log(
      `identity crash on ${label}: ${all.filter((a) => a.signedUp).length} sign-ups, ${confirmed.length} confirmed, ${all.filter((a) => a.refreshToken).length} sign-ins acknowledged; network errors before the kill: ${hiccups.length ? hiccups.join("; ") : "none"}`,
    );
    expect(all.filter((a) => a.refreshToken).length).toBeGreaterThanOrEqual(STREAMS);
    for (const account of all) {
      if (account.confirmed) {
        await signInUser(after, account.email, PASSWORD);
      } else if (account.signedUp) {
        // Acknowledged but not confirmed: the account exists, so the email is taken.
        const again = await signUp(after, { email: account.email, password: PASSWORD }).then(
          () => null,
          (error: unknown) => error as IdpError,
        );
        expect(again?.type, account.email).toBe("UsernameExistsException");
      }
      if (account.refreshToken) {
        expect(
          await refreshWorks(server.baseUrl, after.getClientId(), account.refreshToken),
          `${account.email}'s refresh token`,
        ).toBe(true);
      }
    }
  }, 600_000);
}

describe("identity crash safety on PGlite", () => {
  runCrashRound("PGlite", () => ({}));
});

if (process.env.TEST_DATABASE_URL) {
  describe("identity crash safety on PostgreSQL", () => {
    let database: ScratchDatabase;
    beforeAll(async () => {
      database = await createScratchDatabase();
    });
    afterAll(() => database?.drop());
    runCrashRound("PostgreSQL", () => ({ DATABASE_URL: database.url }));
  });
} else {
  console.warn(
    "identity crash safety on PostgreSQL NOT RUN: TEST_DATABASE_URL is unset (.ci/run sets it).",
  );
}
