import { HydrateApart } from "@hotshelf/ui/hydrateApart";
import { type ReactNode, StrictMode } from "react";
import { type Services, ServicesProvider } from "./services";

/**
 * What wraps the router, in the browser and in a server render alike (hydration needs one tree).
 * The page is a part hydrated apart: React hydrates it in slices that yield to the browser (a page
 * whose controls and cards took one task of up to a second at 4x CPU), instead of in one blocking
 * task at the root. Heavy screens cut themselves into further parts (Explore, the winners page).
 */
export function App({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <HydrateApart>{children}</HydrateApart>
      </ServicesProvider>
    </StrictMode>
  );
}
