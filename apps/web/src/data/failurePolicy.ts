import {
  type ErrorContext,
  type ResolvedError,
  resolveFailure,
  type TemplateValues,
} from "@hotshelf/domain";
import { markLicenceExpired } from "../stores";
import { isAborted } from "./call";

/**
 * What the app does with a failed call, in one place: the domain's catalogue decides; this alone
 * signs out, marks the licence expired or logs, and hands back the outcome (its message to show).
 */
export type FailurePolicy = (context: ErrorContext, error: unknown) => ResolvedError;

export function createFailurePolicy(
  signOut: () => void,
  values: TemplateValues = {},
): FailurePolicy {
  return (context, error) => {
    // A cancelled call was abandoned on purpose (a newer search, a left screen): nothing to tell.
    if (isAborted(error)) return { action: "ignore" };
    const resolved = resolveFailure(context, error, values);
    if (resolved.action === "logout") signOut();
    if (resolved.action === "licence_expired") markLicenceExpired();
    if (resolved.action === "log" || resolved.action === "stop_paging") {
      console.error(`A ${context} call failed:`, error);
    }
    return resolved;
  };
}

/**
 * A failure handed to a packages/ui component, which shows its message as it is (an empty one shows
 * nothing): the components know no API errors.
 */
export class ShownFailure extends Error {
  override readonly name = "ShownFailure";
}

/** Applies the policy, then rejects with the text to show, for callbacks the components await. */
export async function orShowFailure<T>(
  policy: FailurePolicy,
  context: ErrorContext,
  work: Promise<T>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new ShownFailure(policy(context, error).message ?? "", { cause: error });
  }
}
