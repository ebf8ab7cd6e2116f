/** Spaces requests to one host at least `intervalMs` apart, across all of the tracker's workers. */
export function createHostPacer(intervalMs: number): (host: string) => Promise<void> {
  const nextSlot = new Map<string, number>();
  return async (host) => {
    const now = Date.now();
    if (nextSlot.size > 1000) {
      for (const [key, at] of nextSlot) if (at < now) nextSlot.delete(key);
    }
    const at = Math.max(now, nextSlot.get(host) ?? 0);
    nextSlot.set(host, at + intervalMs);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}
