/** The attribute the server puts on #root when it holds the page rendered on the server. */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/** The attribute the server puts on #root when it holds a signed-in page's app shell (AppShell.tsx). */
export const APP_SHELL_ATTRIBUTE = "data-app-shell";

/** #root holds HTML from the server: a page to hydrate or an app shell to replace. */
export function paintedByServer(root: HTMLElement): boolean {
  return root.hasAttribute(SERVER_RENDERED_ATTRIBUTE) || root.hasAttribute(APP_SHELL_ATTRIBUTE);
}

/** Where the server keeps an element's inline style (see hydrate.ts's restoreServerStyles). */
export const SERVER_STYLE_ATTRIBUTE = "data-ssr-style";

/** The longest wait for a first paint: a page opened in the background paints only when shown. */
const PAINT_WAIT_LIMIT_MS = 500;

/**
 * Resolves once the browser has painted the page's content: its first contentful paint (a frame
 * painted before then may hold no text yet: the web fonts' short block period), or, where paint
 * timing is not reported, the next frame (a requestAnimationFrame callback runs just before the
 * paint, a task queued from it just after); after PAINT_WAIT_LIMIT_MS at the latest.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      clearTimeout(limit);
      observer?.disconnect();
      resolve();
    };
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) done();
      });
      observer.observe({ type: "paint", buffered: true });
      return;
    }
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}
