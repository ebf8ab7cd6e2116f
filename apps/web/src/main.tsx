import "./app.css";
import {
  APP_SHELL_ATTRIBUTE,
  afterFirstContentfulPaint,
  paintedByServer,
} from "./app/serverRendered";

/**
 * Starts the app in #root. A page the server rendered (a signed-out page, or a signed-in page's app
 * shell) is painted first: its scripts are fetched and evaluated only after the browser has shown
 * it, so on a slow network and CPU neither the download nor the evaluation holds back its first
 * paint (the page shows the server's HTML meanwhile, its fields disabled until hydrated, its links
 * working). A page rendered in the browser starts at once.
 */
async function start(root: HTMLElement): Promise<void> {
  if (paintedByServer(root)) await afterFirstContentfulPaint();
  // React's chunk first, evaluated in a task of its own: with the other libraries and the app it
  // made one task of 100-150 ms at 4x CPU (the rest downloads after it: one more round trip).
  const react = import("react-dom/client");
  // react-aria reads the browser's locale through Intl as its modules load, and the first Intl call
  // of a page loads the ICU data: about half the modules' evaluation time. Done here, while React
  // downloads, it is a task of its own instead of lengthening theirs.
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
  await react;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const app = import("./app/browserStart");
  // A signed-in page's first calls (the guard's licence, Explore's search) go through the API
  // client, loaded on first use: its chunk downloads beside the app's rather than after them. (A
  // failure is not reported here: the client's first call loads it again and reports it then.)
  if (root.hasAttribute(APP_SHELL_ATTRIBUTE)) import("@hotshelf/api/client").catch(() => undefined);
  const { preloadRouteModules, startApp } = await app;
  preloadRouteModules(window.location.pathname);
  await startApp(root);
}

const root = document.getElementById("root");
if (root) void start(root);
