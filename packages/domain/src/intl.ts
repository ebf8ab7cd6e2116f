/**
 * A formatter built on its first use, not as the module loads: each costs a few ms of a page's
 * start (ICU's locale data) and a page uses only some of them.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
