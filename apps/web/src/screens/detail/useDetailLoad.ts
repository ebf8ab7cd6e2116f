import type { ErrorContext } from "@hotshelf/domain";
import { useEffect, useRef, useState } from "react";
import { useFailurePolicy } from "../../hooks/useFailurePolicy";

export type DetailState<T> =
  | { status: "loading" }
  | { status: "loaded"; data: T }
  | { status: "error"; message: string };

/**
 * A detail screen's main data: `load` (the route loader's started call, or a new one) runs when the
 * ids change; a failure goes through the failure policy, which signs out or marks the licence
 * expired, and shows its text. A reply for ids the screen has left is ignored.
 */
export function useDetailLoad<T>(
  context: ErrorContext,
  key: string | null,
  load: () => Promise<T>,
  notFoundMessage: string,
): DetailState<T> {
  const policy = useFailurePolicy();
  const [state, setState] = useState<DetailState<T>>({ status: "loading" });
  const latest = useRef({ load, policy });
  latest.current = { load, policy };

  useEffect(() => {
    if (key === null) {
      setState({ status: "error", message: notFoundMessage });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    latest.current
      .load()
      .then((data) => current && setState({ status: "loaded", data }))
      .catch((error: unknown) => {
        if (!current) return;
        const { message } = latest.current.policy(context, error);
        setState({ status: "error", message: message ?? notFoundMessage });
      });
    return () => {
      current = false;
    };
  }, [key, context, notFoundMessage]);

  return state;
}
