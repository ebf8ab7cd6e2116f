// Stories broken on purpose (src/failing) run in the same Vitest run as every other story, through the
// same checks: a second Vitest run only for them cost a whole start (Vite, Chromium, the preview's
// modules) for four stories. Each names the fault its test must fail with (`brokenOnPurpose`), and
// its test passes only when it failed with that fault: Vitest's `fails` flag turns that failure into
// a pass, and any other outcome (a pass, or another failure) fails the test, saying what happened.
import type { RunnerTestCase } from "vitest";
import { commands } from "vitest/browser";

declare module "vitest/browser" {
  interface BrowserCommands {
    brokenOnPurposeFailed: (title: string) => Promise<void>;
  }
}

function messageOf(error: unknown): string {
  if (error && typeof error === "object") {
    const { message, stack } = error as { message?: unknown; stack?: unknown };
    const text = String(message ?? "");
    // A stack starts with its message; either alone may be missing from a serialised error.
    return typeof stack === "string" && stack.includes(text) ? stack : `${text}\n${stack ?? ""}`;
  }
  return String(error);
}

/**
 * After a broken story's checks ran (`thrown` is what they threw, if anything): passes the test when
 * it failed for `fault`, fails it otherwise. Tells the runner's script which ones did (the proof
 * that they ran at all).
 */
export async function expectFailedFor(
  fault: string,
  task: RunnerTestCase,
  thrown: unknown,
): Promise<void> {
  const failures = [...(task.result?.errors ?? []), ...(thrown === undefined ? [] : [thrown])].map(
    messageOf,
  );
  if (failures.some((message) => message.includes(fault))) {
    task.fails = true;
    await commands.brokenOnPurposeFailed(task.name);
    // The failure stays a failure until Vitest flips it, after every afterEach hook.
    if (thrown !== undefined) throw thrown;
    return;
  }
  throw new Error(
    failures.length === 0
      ? `broken on purpose (${fault}), but it passed: that check no longer fails`
      : `broken on purpose (${fault}), but it failed for another reason:\n${failures.join("\n")}`,
  );
}
