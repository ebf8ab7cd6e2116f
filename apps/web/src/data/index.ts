import type { ApiClient } from "@hotshelf/api/client";
import { accountData } from "./account";
import type { BootData } from "./boot";
import { collectionsData } from "./collections";
import { compareData } from "./compare";
import { detailData } from "./detail";
import { exploreData } from "./explore";
import { exportsData } from "./exports";
import { searchData } from "./search";
import { trackingData } from "./tracking";

/**
 * The one place the app talks to the server: a module per resource, all on the same client. `boot`:
 * the values the page brought inline (the browser page's own block unless a server render passes its).
 */
export function createData(api: ApiClient, boot?: BootData) {
  return {
    search: searchData(api, boot),
    explore: exploreData(api),
    exports: exportsData(api),
    collections: collectionsData(api),
    detail: detailData(api),
    compare: compareData(api),
    account: accountData(api),
    tracking: trackingData(api),
  };
}

export type Data = ReturnType<typeof createData>;
