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
 * Resolves once the browser has painted the next frame (a requestAnimationFrame callback runs just
 * before the paint, a task queued from it just after), or after PAINT_WAIT_LIMIT_MS at the latest.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}
