import { createContext, type ReactNode, useContext, useMemo } from "react";

export interface MediaConfig {
  /** The media host for chart images and internal favicons (000 §3). */
  baseUrl: string;
  /** The separate host of ad media (001 §3); the media host when not set. */
  adsBaseUrl?: string;
  /** Maps a final address to another one; stories use it to serve data: URIs instead of the host. */
  resolve?: (url: string) => string;
}

const MediaContext = createContext<MediaConfig>({ baseUrl: "" });

export function MediaProvider({ value, children }: { value: MediaConfig; children: ReactNode }) {
  return <MediaContext.Provider value={value}>{children}</MediaContext.Provider>;
}

export interface Media {
  baseUrl: string;
  /** The address to load for a media path on the media host. */
  pathUrl: (path: string) => string;
  /** The address to load for an ad media path on the ad media host. */
  adPathUrl: (path: string) => string;
  /** The address to load for an address that is already complete. */
  url: (url: string) => string;
}

function join(base: string, path: string): string {
  // Ad media may already be absolute.
  if (/^(https?:|data:)/.test(path)) return path;
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

export function useMedia(): Media {
  const { baseUrl, adsBaseUrl, resolve } = useContext(MediaContext);
  return useMemo(() => {
    const url = (address: string) => (resolve ? resolve(address) : address);
    return {
      baseUrl,
      url,
      pathUrl: (path: string) => url(join(baseUrl, path)),
      adPathUrl: (path: string) => url(join(adsBaseUrl ?? baseUrl, path)),
    };
  }, [baseUrl, adsBaseUrl, resolve]);
}
