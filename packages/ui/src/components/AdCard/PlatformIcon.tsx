/** Publisher platforms an ad runs on, drawn inline and labelled (001 §2). */
const PLATFORMS: Record<string, { label: string; path: string }> = {
  facebook: {
    label: "Facebook",
    path: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z",
  },
  instagram: {
    label: "Instagram",
    path: "M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z",
  },
  messenger: {
    label: "Messenger",
    path: "M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3zm.9 11.2l-2.3-2.4-4.4 2.4 4.8-5.1 2.3 2.4 4.4-2.4z",
  },
  audience_network: {
    label: "Audience Network",
    path: "M12 3a9 9 0 110 18 9 9 0 010-18zm0 2a7 7 0 100 14 7 7 0 000-14zm0 3a4 4 0 110 8 4 4 0 010-8zm0 2a2 2 0 100 4 2 2 0 000-4z",
  },
};

export function platformLabel(platform: string): string {
  return PLATFORMS[platform]?.label ?? platform;
}

export function PlatformIcon({ platform }: { platform: string }) {
  const known = PLATFORMS[platform];
  if (!known) {
    return <span className="rounded bg-sunken px-1.5 py-0.5 text-muted text-xs">{platform}</span>;
  }
  return (
    <svg
      role="img"
      aria-label={known.label}
      viewBox="0 0 24 24"
      className="size-4 text-muted"
      fill="currentColor"
      data-platform={platform}
    >
      <title>{known.label}</title>
      <path d={known.path} />
    </svg>
  );
}
