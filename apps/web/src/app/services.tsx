import type { ApiClient } from "@hotshelf/api/client";
import type { AppConfig } from "@hotshelf/api/contract";
import type { IdentityClient } from "@hotshelf/api/identity";
import { createContext, type ReactNode, useContext } from "react";
import type { AnalyticsSink } from "./analytics";

/** What the screens need from the outside world; tests pass fakes. */
export interface Services {
  config: AppConfig;
  api: ApiClient;
  identity: IdentityClient;
  analytics: AnalyticsSink;
  /** Sends the browser to another site (checkout, billing portal); replaced in tests. */
  navigateAway: (url: string) => void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices must be used inside ServicesProvider.");
  return services;
}
