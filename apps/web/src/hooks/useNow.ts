import { RELATIVE_TIME_REFRESH_INTERVAL_MS } from "@hotshelf/domain";
import { useEffect, useState } from "react";

/** The current time (epoch ms), renewed every 5 s so relative times ("2 minutes ago") stay true. */
export function useNow(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), RELATIVE_TIME_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}
