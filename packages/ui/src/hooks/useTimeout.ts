import { useEffect, useRef } from "react";
import { useTicksHeld } from "../components/Tick/HoldTicks";

/**
 * Calls `clear` once `ms` after `active` turns true (a success tick's lifetime); undone by unmount.
 * Inside HoldTicks it never fires.
 */
export function useTimeout(active: boolean, ms: number, clear: () => void): void {
  const held = useTicksHeld();
  const clearRef = useRef(clear);
  clearRef.current = clear;
  useEffect(() => {
    if (!active || held) return;
    const timer = setTimeout(() => clearRef.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms, held]);
}
