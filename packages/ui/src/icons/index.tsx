/** Small inline icons (decorative: the control around them carries the name). */
const base = {
  viewBox: "0 0 20 20",
  width: "1em",
  height: "1em",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.75,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

/**
 * The chevron of a select, a menu button or a disclosure, drawn on a 16 px box like their text;
 * `className` turns it (e.g. rotate-180 when a disclosure is open).
 */
export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={["size-4", className].filter(Boolean).join(" ")}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function MoreIcon() {
  return (
    <svg {...base}>
      <circle cx="4" cy="10" r="1.25" fill="currentColor" />
      <circle cx="10" cy="10" r="1.25" fill="currentColor" />
      <circle cx="16" cy="10" r="1.25" fill="currentColor" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...base}>
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...base}>
      <path d="M4.5 10.5l3.5 3.5 7.5-8.5" />
    </svg>
  );
}

export function InfoIcon() {
  return (
    <svg {...base}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 9v5M10 6.25v.01" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg {...base}>
      <path d="M10 3l7.5 13.5h-15z" />
      <path d="M10 8.5v3.5M10 14.25v.01" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...base}>
      <path d="M3.5 4.5h13v9h-8l-4 3v-3h-1z" />
    </svg>
  );
}
