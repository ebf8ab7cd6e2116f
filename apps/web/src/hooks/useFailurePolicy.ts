import { useCallback, useMemo, useRef } from "react";
import { useServices } from "../app/services";
import { createFailurePolicy, type FailurePolicy } from "../data/failurePolicy";
import { useSignOut } from "./useSignOut";

/** The failure policy of the signed-in screens: a lost session signs out and goes to Login. */
export function useFailurePolicy(): FailurePolicy {
  const signOut = useSignOut();
  const { productName } = useServices().config;
  return useMemo(
    () => createFailurePolicy(() => void signOut(), { product: productName }),
    [signOut, productName],
  );
}

/** For background loads (ads, news): their failures are swallowed (001 §8), but a lost session signs out. */
export function useBackgroundFailure(): (error: unknown) => void {
  const policy = useFailurePolicy();
  const policyRef = useRef(policy);
  policyRef.current = policy;
  return useCallback((error: unknown) => void policyRef.current("backgroundLoad", error), []);
}
