export interface FigureTextProps {
  /** What fits the cell, e.g. $1.07K. */
  text: string;
  /** Every digit, e.g. $1,079.99: read by screen readers and shown on hover when it differs. */
  full: string;
}

/**
 * A figure that may be abbreviated: the short text is what sighted users see, the full value is what
 * screen readers read and what the pointer's tooltip shows, so the abbreviation loses nothing.
 */
export function FigureText({ text, full }: FigureTextProps) {
  if (text === full) return full;
  return (
    <span title={full}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}
