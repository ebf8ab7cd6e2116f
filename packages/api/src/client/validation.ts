import { z } from "zod";
import { type CallName, type CallResponse, calls } from "../contract";
import { ApiError } from "./ApiError";

// The contract checks of the API client, in their own module: the client imports it only when
// validation is on (development and tests), so production builds load no schemas and no zod.

/** Throws invalid_request when `body` breaks the call's request schema (nothing is sent then). */
export function checkRequest(name: CallName, body: unknown): void {
  const checked = calls[name].request.safeParse(body);
  if (!checked.success) {
    throw new ApiError(
      "invalid_request",
      `Invalid request for ${name}: ${z.prettifyError(checked.error)}`,
      { call: name },
    );
  }
}

/** The reply parsed by the call's response schema; invalid_response when it breaks it. */
export function checkResponse<N extends CallName>(
  name: N,
  json: unknown,
  status: number,
): CallResponse<N> {
  const parsed = calls[name].response.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      "invalid_response",
      `${name} replied outside the contract: ${z.prettifyError(parsed.error)}`,
      { call: name, status, cause: parsed.error },
    );
  }
  return parsed.data as CallResponse<N>;
}
