import { useCallback, useEffect, useState } from "react";

/**
 * Code a component loads the first time it is needed (a press, or a hover or focus as a hint), not
 * with the page: react-aria's menus, popovers, list boxes and dialogs are about a fifth of Explore's
 * first load, and no overlay is open at first paint. One instance per module, so every component
 * that uses it shares one download.
 */
export interface OnDemand<T> {
  /** The module once it has loaded, else undefined. */
  current(): T | undefined;
  /** Starts the download (once) and resolves with the module; after a failure the next call retries. */
  load(): Promise<T>;
}

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => loaded,
    load: () => {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The module when it has loaded (the component renders again when it arrives), and `load` to ask
 * for it. `load` never rejects: a failed download resolves undefined, and the next call retries.
 */
export function useOnDemand<T>(code: OnDemand<T>): [T | undefined, () => Promise<T | undefined>] {
  const [module, setModule] = useState(code.current);
  const load = useCallback(
    () =>
      code.load().then(
        (loaded) => {
          setModule(() => loaded);
          return loaded;
        },
        () => undefined,
      ),
    [code],
  );
  return [module, load];
}

/**
 * For an overlay whose trigger renders with the page and whose content is loaded on demand: the
 * content's module once it has loaded, fetched when the overlay opens (or earlier through `load`, a
 * prefetch on hover or focus). A download that fails closes the overlay; the next press retries.
 */
export function useOverlayCode<T>(
  code: OnDemand<T>,
  state: { isOpen: boolean; close: () => void },
): [T | undefined, () => Promise<T | undefined>] {
  const [module, load] = useOnDemand(code);
  const { isOpen, close } = state;
  useEffect(() => {
    if (!isOpen || module) return;
    void load().then((loaded) => {
      if (!loaded) close();
    });
  }, [isOpen, module, load, close]);
  return [module, load];
}
