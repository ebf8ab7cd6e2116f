// Builds cognito-local's services by hand (its createDefaultServer hard-codes paths, the console
// sender and an aws-sdk v2 Lambda client). Deep imports: the package has no exports map.
import type { IncomingMessage, ServerResponse } from "node:http";
import { DefaultConfig } from "cognito-local/lib/server/config.js";
import { Router } from "cognito-local/lib/server/Router.js";
import { createServer } from "cognito-local/lib/server/server.js";
import { CognitoServiceFactoryImpl } from "cognito-local/lib/services/cognitoService.js";
import type { Context } from "cognito-local/lib/services/context.js";
import type { CryptoService } from "cognito-local/lib/services/crypto.js";
import { StormDBDataStoreFactory } from "cognito-local/lib/services/dataStore/stormDb.js";
import {
  DateClock,
  type LambdaService as LambdaServiceType,
  MessagesService,
  type Services,
  TriggersService,
} from "cognito-local/lib/services/index.js";
import { MessageDeliveryService } from "cognito-local/lib/services/messageDelivery/messageDelivery.js";
import type { MessageSender } from "cognito-local/lib/services/messageDelivery/messageSender.js";
import { otp } from "cognito-local/lib/services/otp.js";
import { JwtTokenGenerator } from "cognito-local/lib/services/tokenGenerator.js";
import { UserPoolServiceFactoryImpl } from "cognito-local/lib/services/userPoolService.js";
import pino from "pino";

export type { User } from "cognito-local/lib/services/userPoolService.js";
export type { Context, MessageSender, Services };

/** One cognito-local operation, called in-process: (context, request body) -> response body. */
export type Route = (
  ctx: Context,
  req: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface CognitoLocal {
  services: Services;
  route(target: string): Route;
  /** cognito-local's Express application (the JSON API at POST / and the JWKS). */
  application: NodeHandler;
  ctx: Context;
}

export interface CognitoLocalOptions {
  /** Where the pools, clients and users are kept (JSON files). */
  directory: string;
  /** `{publicOrigin}/idp`: tokens say `iss: {issuerDomain}/{poolId}`. */
  issuerDomain: string;
  lambda: LambdaServiceType;
  sender: MessageSender;
  /** Receives cognito-local's error log lines; without it cognito-local stays silent. */
  log?: (line: string) => void;
}

// The CustomEmailSender trigger is never configured, so the KMS-backed crypto is never called;
// a stub keeps aws-sdk v2 (and its end-of-support warning) from loading at all.
const noCrypto = {
  encrypt: () => Promise.reject(new Error("CustomEmailSender is not configured.")),
} as unknown as CryptoService;

/** pino writes JSON lines; the server log wants one plain line. */
export function readableLogLine(line: string): string {
  try {
    const { msg, err } = JSON.parse(line) as { msg?: unknown; err?: { message?: unknown } };
    const detail =
      typeof err?.message === "string" && err.message !== msg ? `: ${err.message}` : "";
    return `Identity service: ${String(msg ?? "error")}${detail}`;
  } catch {
    return `Identity service: ${line.trim()}`;
  }
}

export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocal> {
  const { log } = options;
  const logger = log
    ? pino({ level: "error" }, { write: (line: string) => log(readableLogLine(line)) })
    : pino({ level: "silent" });
  const ctx: Context = { logger };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.directory);
  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ["email"] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    ServerConfig: { development: false, https: false as const },
  };
  const cognito = await new CognitoServiceFactoryImpl(
    options.directory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(clock, cognito, options.lambda, noCrypto);
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(options.sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(services);
  // Without `services`, createServer leaves out cognito-local's OAuth2 routes, which we never serve.
  const server = createServer(router, logger, config.ServerConfig);
  return {
    services,
    route: (target) => router(target) as Route,
    application: server.application as NodeHandler,
    ctx,
  };
}
