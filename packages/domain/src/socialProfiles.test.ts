import { describe, expect, it } from "vitest";
import { socialProfile, socialProfiles } from "./socialProfiles";

describe("social profiles", () => {
  it.each([
    ["https://www.facebook.com/SunHats/", "Facebook", "https://facebook.com/SunHats"],
    ["http://m.facebook.com/sun.hats?ref=footer", "Facebook", "https://facebook.com/sun.hats"],
    ["https://instagram.com/sun_hats#top", "Instagram", "https://instagram.com/sun_hats"],
    ["https://www.tiktok.com/@sunhats", "TikTok", "https://tiktok.com/@sunhats"],
    ["https://youtube.com/@SunHats", "YouTube", "https://youtube.com/@SunHats"],
    [
      "https://www.youtube.com/channel/UC1234567890abcdef",
      "YouTube",
      "https://youtube.com/channel/UC1234567890abcdef",
    ],
    ["https://uk.pinterest.com/sunhats/", "Pinterest", "https://pinterest.com/sunhats"],
    ["https://twitter.com/sunhats", "X", "https://x.com/sunhats"],
  ])("reads %s as a %s profile", (href, network, url) => {
    expect(socialProfile(href)).toEqual({ network, url });
  });

  it.each([
    "https://www.facebook.com/sharer/sharer.php?u=https://shop.example",
    "https://www.facebook.com/tr?id=1",
    "https://www.instagram.com/p/Cabc123/",
    "https://twitter.com/intent/tweet?text=hi",
    "https://pinterest.com/pin/create/button/?url=x",
    "https://www.facebook.com/",
    "https://evilfacebook.com/sunhats",
    "https://facebook.com.evil.example/sunhats",
    "javascript:alert(1)//facebook.com/x",
    "/pages/about",
    `https://facebook.com/${"a".repeat(5000)}`,
  ])("ignores %s", (href) => {
    expect(socialProfile(href)).toBeNull();
  });

  it("keeps the first profile of each network, in the networks' order", () => {
    expect(
      socialProfiles([
        "https://instagram.com/first",
        "https://facebook.com/page",
        "https://instagram.com/second",
        "https://shop.example/about",
      ]),
    ).toEqual([
      { network: "Facebook", url: "https://facebook.com/page" },
      { network: "Instagram", url: "https://instagram.com/first" },
    ]);
  });
});
