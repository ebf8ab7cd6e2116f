import { formatRelativeTime, formatShortDate } from "@hotshelf/domain";

export interface RelativeTimeProps {
  /** The moment, in milliseconds since the epoch. */
  at: number;
  /** The current time, passed in so renders are deterministic (screens tick it every 5 s). */
  now: number;
  className?: string;
}

/** "5 minutes ago", with the date as machine-readable datetime and a title. */
export function RelativeTime({ at, now, className }: RelativeTimeProps) {
  const valid = Number.isFinite(at) && Number.isFinite(new Date(at).getTime());
  return (
    <time
      dateTime={valid ? new Date(at).toISOString() : undefined}
      title={valid ? formatShortDate(at) : undefined}
      className={className}
    >
      {valid ? formatRelativeTime(at, now) : formatShortDate(at)}
    </time>
  );
}
