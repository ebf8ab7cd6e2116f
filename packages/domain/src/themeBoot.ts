// No imports: apps/web's Vite config loads this file by path (Node cannot load the package's
// TypeScript entry there), to put the boot script into index.html.

/** Where the theme choice is remembered (STORAGE_KEYS.theme). */
export const THEME_STORAGE_KEY = "theme";

/** The media query that tells whether the device prefers a dark colour scheme. */
export const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The script index.html runs before the first paint, so a dark page never flashes light: the same
 * rule as resolveTheme (theme.ts), as plain ES5. The server allows exactly this text in its
 * Content-Security-Policy by hash, so a change here is a change to the policy too.
 */
export const THEME_BOOT_SCRIPT = `(function(){var p=null;try{p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}var d=p==="dark"||(p!=="light"&&matchMedia(${JSON.stringify(
  SYSTEM_DARK_QUERY,
)}).matches);document.documentElement.classList.toggle("dark",d)})()`;

/** The attribute the session boot script puts on <html> when the browser holds a stored session. */
export const STORED_SESSION_ATTRIBUTE = "data-stored-session";

/**
 * The second script index.html runs before the first paint: it marks <html> when the identity
 * library has a signed-in user in storage (its `CognitoIdentityServiceProvider.<client>.LastAuthUser`
 * key). The signed-in pages' app shell in the server's HTML shows only then, so a visitor without a
 * session never sees a signed-in page's frame before Login. Allowed in the policy by hash, like the
 * theme's.
 */
export const SESSION_BOOT_SCRIPT = `(function(){try{for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i);if(/^CognitoIdentityServiceProvider\\.[^.]+\\.LastAuthUser$/.test(k)&&localStorage.getItem(k)){document.documentElement.setAttribute(${JSON.stringify(
  STORED_SESSION_ATTRIBUTE,
)},"");return}}}catch(e){}})()`;

/** Every inline script of index.html, in order: the server allows exactly these by hash. */
export const BOOT_SCRIPTS: readonly string[] = [THEME_BOOT_SCRIPT, SESSION_BOOT_SCRIPT];
