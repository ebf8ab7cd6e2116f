import { matchRoute, type RouteDefinition } from "@hotshelf/domain";
import { AppNavbar } from "@hotshelf/ui/AppNavbar";
import { Spinner } from "@hotshelf/ui/Spinner";

/**
 * The routes whose screen is headed by its route's title, so their shell can show that heading
 * already (the heading is those screens' largest text until the results come).
 */
const HEADED_BY_TITLE = new Set(["exploreProducts", "exploreShops"]);

/** A signed-in page's frame while its content is not there yet: the page's heading, if known. */
export function PageShell({ route }: { route: RouteDefinition }) {
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-4 px-4 py-6">
      {HEADED_BY_TITLE.has(route.id) && <h1 className="font-semibold text-2xl">{route.title}</h1>}
      <div className="flex justify-center py-4">
        <Spinner label="Loading" />
      </div>
    </div>
  );
}

/**
 * The signed-in page the server sends before the app starts: the navbar (no user data: the server
 * does not know who asks) and the page's shell, laid out as SignedInLayout lays them out. It is
 * static HTML, replaced (not hydrated) once the app has its route ready; shown only when the browser
 * holds a stored session (app.css), so a visitor on the way to Login never sees it.
 */
export function AppShell({ pathname, product }: { pathname: string; product: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface text-fg">
      <AppNavbar
        email=""
        currentPath={pathname}
        product={product}
        onSignOut={() => undefined}
        theme="system"
        onThemeChange={() => undefined}
      />
      <main className="flex flex-1 flex-col" aria-busy="true">
        <PageShell route={matchRoute(pathname).route} />
      </main>
    </div>
  );
}
