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
