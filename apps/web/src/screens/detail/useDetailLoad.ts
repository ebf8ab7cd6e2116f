import type { ErrorContext } from "@hotshelf/domain";
import { fillTemplate } from "@hotshelf/domain";
import { useEffect, useRef, useState } from "react";
import { useServices } from "../../app/services";
import { markLicenceExpired } from "../../stores";
import { resolveApiError } from "../../stores/explore/apiFailure";
import { useLogout } from "../explore/useLogout";

export type DetailState<T> =
  | { status: "loading" }
  | { status: "loaded"; data: T }
  | { status: "error"; message: string };

/**
 * Loads a detail screen's main data and words a failure with the error catalogue: a lost session
 * signs out, a 402 marks the licence expired, not-found and other failures show their text. A
 * reply for ids the screen has left is ignored.
 */
export function useDetailLoad<T>(
  context: ErrorContext,
  key: string | null,
  load: () => Promise<T>,
  notFoundMessage: string,
): DetailState<T> {
  const { config } = useServices();
  const logout = useLogout();
  const [state, setState] = useState<DetailState<T>>({ status: "loading" });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ status: "error", message: notFoundMessage });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    loadRef
      .current()
      .then((data) => current && setState({ status: "loaded", data }))
      .catch((error: unknown) => {
        if (!current) return;
        const resolved = resolveApiError(context, error);
        if (resolved.action === "logout") logout();
        if (resolved.action === "licence_expired") markLicenceExpired();
        setState({
          status: "error",
          message: fillTemplate(resolved.message ?? notFoundMessage, {
            product: config.productName,
          }),
        });
      });
    return () => {
      current = false;
    };
  }, [key, context, logout, notFoundMessage, config.productName]);

  return state;
}
