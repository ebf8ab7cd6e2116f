import type {
  BanRequest,
  CallName,
  CallResponse,
  Calls,
  SearchQuery,
  SearchResponse,
  UnauthWinnersResponse,
} from "@hotshelf/api/contract";
import type { Context } from "hono";
import type { z } from "zod";
import type { ServerConfig } from "../config";
import type { Db } from "../db/types";
import type { RequestUser } from "../http/auth";
import type { JsonBody } from "../http/jsonBody";
import type { Identity } from "../identity/types";
import type { PaymentProvider } from "../payments";

/** The data layer's Explore reads, as the routes need them (wired to src/search and src/catalogue). */
export interface CatalogueService {
  /** `maxPageSize` lets an export read pages larger than the screens' (MAX_PAGE_SIZE). */
  search(
    query: SearchQuery,
    userSub: string,
    options?: { maxPageSize?: number },
  ): Promise<SearchResponse>;
  /** The Explore screens' search, written as JSON (remembered until the catalogue changes). */
  searchJson(query: SearchQuery): Promise<JsonBody>;
  winners(): Promise<UnauthWinnersResponse>;
  /** Throws ApiError 404 shop_not_found / product_not_found when there is nothing to ban. */
  ban(request: BanRequest, bannedBy?: string): Promise<void>;
}

/** Extra work when an account is deleted (e.g. collections and tracked shops of other modules). */
export type AccountDeletionHook = (sub: string) => Promise<void>;

export interface RouteDeps {
  db: Db;
  identity: Identity;
  payments: PaymentProvider;
  catalogue: CatalogueService;
  config: ServerConfig;
  accountDeletionHooks: AccountDeletionHook[];
  now: () => number;
}

export interface CallContext {
  deps: RouteDeps;
  c: Context;
}

/** The calls the contract marks `auth: false` (its table types auth as a plain boolean). */
export type PublicCall = "unauthWinners";

/** A handler of one call of the contract; authenticated calls get the user. */
export type CallHandler<N extends CallName> = (
  input: z.output<Calls[N]["request"]>,
  ctx: CallContext & (N extends PublicCall ? { user: null } : { user: RequestUser }),
) => Promise<CallResponse<N> | JsonBody>;

export type CallHandlers = { [N in CallName]?: CallHandler<N> };
