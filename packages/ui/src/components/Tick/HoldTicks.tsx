import { createContext, type ReactNode, useContext } from "react";

const TicksHeld = createContext(false);

/**
 * Keeps every success tick inside it on screen instead of clearing it after its TICK_MS. Storybook
 * wraps stories in it: a story is one state, and a tick that vanished while axe ran would make the
 * state's screenshot a race.
 */
export function HoldTicks({ children }: { children: ReactNode }) {
  return <TicksHeld.Provider value={true}>{children}</TicksHeld.Provider>;
}

export function useTicksHeld(): boolean {
  return useContext(TicksHeld);
}
