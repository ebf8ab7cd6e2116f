import { type ReactNode, StrictMode, Suspense } from "react";
import { type Services, ServicesProvider } from "./services";

/**
 * What wraps the router, in the browser and in a server render alike (hydration needs one tree).
 * The Suspense boundary is for hydration: React hydrates what is inside a server-rendered boundary
 * in slices that yield to the browser (a page whose controls and cards took one task of up to a
 * second at 4x CPU), instead of in one blocking task at the root. Nothing in it suspends, so the
 * server writes the page complete, and a render from scratch is unchanged.
 */
export function App({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <Suspense fallback={null}>{children}</Suspense>
      </ServicesProvider>
    </StrictMode>
  );
}
