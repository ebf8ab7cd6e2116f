import { type ReactNode, StrictMode } from "react";
import { type Services, ServicesProvider } from "./services";

/** What wraps the router, in the browser and in a server render alike (hydration needs one tree). */
export function App({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>{children}</ServicesProvider>
    </StrictMode>
  );
}
