import { productItem } from "@hotshelf/api/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadAppConfig } from "../app/config";
import { config, fakeApi } from "../test/fakes";
import { resetBootData, takeBootData } from "./boot";
import { searchData } from "./search";

/** The page as the server sends it: a JSON data block in the head. */
function pageWith(data: unknown) {
  const block = document.createElement("script");
  block.id = "hotshelf-boot";
  block.type = "application/json";
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

describe("the page's inlined data", () => {
  beforeEach(resetBootData);
  afterEach(() => {
    document.getElementById("hotshelf-boot")?.remove();
    resetBootData();
  });

  it("gives each value once, and nothing on a page without the block or with a broken one", () => {
    expect(takeBootData("config")).toBeUndefined();
    pageWith({ config: config });
    resetBootData();
    expect(takeBootData("config")).toEqual(config);
    expect(takeBootData("config")).toBeUndefined();
    document.getElementById("hotshelf-boot")?.remove();
    pageWith("x");
    (document.getElementById("hotshelf-boot") as HTMLElement).textContent = "{not json";
    resetBootData();
    expect(takeBootData("config")).toBeUndefined();
  });

  it("starts the app without fetching /config.json when the page brought it", async () => {
    pageWith({ config: config });
    const fetchConfig = async () => {
      throw new Error("no fetch expected");
    };
    expect(await loadAppConfig(fetchConfig, false)).toEqual(config);
  });

  it("still checks an inlined config, and fetches when there is none", async () => {
    await expect(loadAppConfig(undefined, false, { apiBase: 1 })).rejects.toThrow(
      "/config.json does not describe this app's server.",
    );
    const fetchConfig = async () => new Response(JSON.stringify(config));
    expect(await loadAppConfig(fetchConfig, false, undefined)).toEqual(config);
  });

  it("shows the inlined winners on the first visit and asks the server on the next", async () => {
    const inlined = productItem({ product_title: "Inlined Hat" });
    const fetched = productItem({ product_title: "Fetched Hat" });
    pageWith({ winners: { items: [inlined] } });
    const api = fakeApi();
    api.unauthWinners.mockResolvedValue({ items: [fetched] });
    const search = searchData(api);
    expect(await search.winners()).toEqual([inlined]);
    expect(api.unauthWinners).not.toHaveBeenCalled();
    expect(await search.winners()).toEqual([fetched]);
  });
});
