/**
 * Explore's banner texts. The spec names the banners (a beta banner on the beta site, an invitation to
 * a community chat) but not their words. Gap: these belong in packages/domain's messages.
 */
export const EXPLORE_TEXTS = {
  beta: "You are using the beta site. Features may change and errors may occur.",
  community: "Join the community chat to share finds and get help from other researchers.",
  communityLink: "Join the chat",
  excludedShops: "Excluded Shops",
} as const;
