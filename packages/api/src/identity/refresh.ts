import type { IdentityConfig } from "../contract";
import { decodeJwtPayload, storageKeys, type TokenStorage } from "./session";

export type RefreshOutcome = "refreshed" | "refused" | "unavailable";

/**
 * The service's URL: the server's own endpoint resolved against the page's origin (so the app works
 * at whatever address it is opened), or the region's AWS Cognito endpoint.
 */
export function serviceEndpoint(config: IdentityConfig, origin = pageOrigin()): string {
  if (config.endpoint === null) return `https://cognito-idp.${config.region}.amazonaws.com/`;
  if (/^https?:\/\//i.test(config.endpoint)) return config.endpoint;
  if (!origin) {
    throw new Error(
      `The identity endpoint ${config.endpoint} is relative, and there is no page origin.`,
    );
  }
  return new URL(config.endpoint, origin).toString();
}

function pageOrigin(): string | undefined {
  return (globalThis as { location?: { origin?: string } }).location?.origin;
}

/**
 * Trades the stored refresh token for new ID and access tokens and stores them where
 * amazon-cognito-identity-js keeps them. Done here with one request rather than through the library:
 * the library is not loaded on a page load, and it retries a refused token for about 6 s with
 * backoff, keeping the user waiting before Login.
 */
export async function refreshStoredTokens(
  config: IdentityConfig,
  storage: TokenStorage,
  nowMs: number,
  origin?: string,
): Promise<RefreshOutcome> {
  const username = storage.getItem(storageKeys(config.clientId).lastAuthUser);
  if (!username) return "refused";
  const keys = storageKeys(config.clientId, username);
  const refreshToken = storage.getItem(keys.refreshToken);
  if (!refreshToken) return "refused";

  let response: Response;
  try {
    response = await globalThis.fetch(serviceEndpoint(config, origin), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-amz-json-1.1",
        "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth",
      },
      body: JSON.stringify({
        ClientId: config.clientId,
        AuthFlow: "REFRESH_TOKEN_AUTH",
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    });
  } catch {
    return "unavailable";
  }
  // 4xx is the service refusing the token (expired, revoked, user gone); 5xx may pass.
  if (!response.ok) return response.status < 500 ? "refused" : "unavailable";

  type Reply = { AuthenticationResult?: { IdToken?: unknown; AccessToken?: unknown } } | null;
  const result = (await response.json().catch(() => null)) as Reply;
  const idToken = result?.AuthenticationResult?.IdToken;
  const accessToken = result?.AuthenticationResult?.AccessToken;
  if (typeof idToken !== "string" || typeof accessToken !== "string") return "unavailable";

  storage.setItem(keys.idToken, idToken);
  storage.setItem(keys.accessToken, accessToken);
  storage.setItem(keys.clockDrift, String(clockDriftSeconds([idToken, accessToken], nowMs)));
  return "refreshed";
}

/** The library's drift: local seconds minus the tokens' earliest issue time. */
function clockDriftSeconds(tokens: string[], nowMs: number): number {
  const issued = tokens
    .map((token) => decodeJwtPayload(token)?.iat)
    .filter((iat): iat is number => typeof iat === "number");
  return issued.length > 0 ? Math.floor(nowMs / 1000) - Math.min(...issued) : 0;
}
