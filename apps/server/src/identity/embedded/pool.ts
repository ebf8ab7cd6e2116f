import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MIN_PASSWORD_LENGTH } from "@hotshelf/domain";
import { ADMIN_GROUP } from "../idToken";
import type { CognitoLocal } from "./cognitoLocal";

export interface PoolIds {
  userPoolId: string;
  clientId: string;
}

// Beside, not inside, cognito-local's directory: it reads every .json file there as a user pool.
const IDS_FILE = "idp-pool.json";

async function readIds(directory: string): Promise<PoolIds | null> {
  let text: string;
  try {
    text = await readFile(join(directory, IDS_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<PoolIds>;
  if (typeof parsed.userPoolId !== "string" || typeof parsed.clientId !== "string") {
    throw new Error(`${join(directory, IDS_FILE)} does not hold a userPoolId and a clientId.`);
  }
  return { userPoolId: parsed.userPoolId, clientId: parsed.clientId };
}

async function writeIds(directory: string, ids: PoolIds): Promise<void> {
  await mkdir(directory, { recursive: true });
  const path = join(directory, IDS_FILE);
  await writeFile(`${path}.tmp`, `${JSON.stringify(ids, null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}

async function exists(local: CognitoLocal, ids: PoolIds): Promise<boolean> {
  const { cognito } = local.services;
  try {
    await cognito.getUserPool(local.ctx, ids.userPoolId);
  } catch {
    return false;
  }
  const client = await cognito.getAppClient(local.ctx, ids.clientId);
  return client?.UserPoolId === ids.userPoolId;
}

async function createPool(local: CognitoLocal, productName: string): Promise<PoolIds> {
  const { UserPool } = await local.route("CreateUserPool")(local.ctx, {
    PoolName: productName,
    UsernameAttributes: ["email"],
    // Without auto-verified email cognito-local sends no sign-up message.
    AutoVerifiedAttributes: ["email"],
    Schema: [{ Name: "sub_to_newsletter", AttributeDataType: "String", Mutable: true }],
    Policies: { PasswordPolicy: { MinimumLength: MIN_PASSWORD_LENGTH } },
  });
  const userPoolId = (UserPool as { Id: string }).Id;
  const { UserPoolClient } = await local.route("CreateUserPoolClient")(local.ctx, {
    UserPoolId: userPoolId,
    ClientName: "web",
    ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    // AWS Cognito's defaults: one hour for ID and access tokens, 30 days for refresh tokens.
    IdTokenValidity: 60,
    AccessTokenValidity: 60,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { IdToken: "minutes", AccessToken: "minutes", RefreshToken: "days" },
  });
  return { userPoolId, clientId: (UserPoolClient as { ClientId: string }).ClientId };
}

/** The one pool, app client and admins group, created on first start and reused after. */
export async function ensurePool(
  local: CognitoLocal,
  directory: string,
  productName: string,
): Promise<PoolIds> {
  const stored = await readIds(directory);
  let ids = stored && (await exists(local, stored)) ? stored : null;
  if (!ids) {
    ids = await createPool(local, productName);
    await writeIds(directory, ids);
  }
  const pool = await local.services.cognito.getUserPool(local.ctx, ids.userPoolId);
  // listGroups, not getGroupByGroupName: the latter throws while a new pool has no groups at all.
  const groups = await pool.listGroups(local.ctx);
  if (!groups.some((g) => g.GroupName === ADMIN_GROUP)) {
    await local.route("CreateGroup")(local.ctx, {
      UserPoolId: ids.userPoolId,
      GroupName: ADMIN_GROUP,
      Description: "Staff who can ban shops and products",
    });
  }
  return ids;
}
