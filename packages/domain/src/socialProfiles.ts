/** The networks whose profile links a shop's page may carry, in the order they are shown. */
export const SOCIAL_NETWORKS = [
  "Facebook",
  "Instagram",
  "TikTok",
  "YouTube",
  "Pinterest",
  "X",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialProfile {
  network: SocialNetwork;
  /** The profile as a clean https address: no query, no fragment, no trailing slash. */
  url: string;
}

/**
 * How each network's profile addresses look. Posts, share buttons, login and plugin paths are not
 * profiles; every pattern is anchored with bounded runs, so it cannot backtrack on hostile input.
 */
const PROFILE_PATHS: ReadonlyArray<{
  network: SocialNetwork;
  host: string;
  alsoHosts: string[];
  path: RegExp;
}> = [
  {
    network: "Facebook",
    host: "facebook.com",
    alsoHosts: ["fb.com"],
    path: /^\/(?!(?:sharer|share|dialog|plugins|login|tr|events|groups|watch|photo|permalink)(?:[/.]|$))[A-Za-z0-9.-]{2,80}$/i,
  },
  {
    network: "Instagram",
    host: "instagram.com",
    alsoHosts: [],
    path: /^\/(?!(?:p|reel|explore|accounts|stories)(?:\/|$))[A-Za-z0-9._]{1,30}$/i,
  },
  { network: "TikTok", host: "tiktok.com", alsoHosts: [], path: /^\/@[A-Za-z0-9._]{2,24}$/i },
  {
    network: "YouTube",
    host: "youtube.com",
    alsoHosts: [],
    path: /^\/(?:@[A-Za-z0-9._-]{3,30}|(?:c|user)\/[A-Za-z0-9._-]{1,100}|channel\/[A-Za-z0-9_-]{10,40})$/i,
  },
  {
    network: "Pinterest",
    host: "pinterest.com",
    alsoHosts: [],
    path: /^\/(?!(?:pin|search|ideas)(?:\/|$))[A-Za-z0-9_]{3,30}$/i,
  },
  {
    network: "X",
    host: "x.com",
    alsoHosts: ["twitter.com"],
    path: /^\/(?!(?:intent|share|home|search|hashtag|i)(?:\/|$))[A-Za-z0-9_]{1,15}$/i,
  },
];

/** The host without www., m. or a country prefix (uk.pinterest.com), when it is one of `hosts`. */
function matchesHost(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/** The social profile an address (a link on a shop's page) points at, or null for anything else. */
export function socialProfile(href: string): SocialProfile | null {
  if (href.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(href.trim(), "https://invalid.example");
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const hostname = url.hostname.toLowerCase();
  const path = url.pathname.replace(/\/+$/, "");
  for (const { network, host, alsoHosts, path: profilePath } of PROFILE_PATHS) {
    if (!matchesHost(hostname, [host, ...alsoHosts]) || !profilePath.test(path)) continue;
    return { network, url: `https://${host}${path}` };
  }
  return null;
}

/** A page's profiles: the first link of each network, in the networks' order. */
export function socialProfiles(hrefs: Iterable<string>): SocialProfile[] {
  const found = new Map<SocialNetwork, SocialProfile>();
  for (const href of hrefs) {
    const profile = socialProfile(href);
    if (profile && !found.has(profile.network)) found.set(profile.network, profile);
  }
  return SOCIAL_NETWORKS.flatMap((network) => found.get(network) ?? []);
}
