import { formatMoney } from "@hotshelf/domain";

export interface PriceProps {
  value: number | null | undefined;
  className?: string;
}

/** A price with $ and two decimals; 'N/A' when unknown. */
export function Price({ value, className }: PriceProps) {
  return (
    <span data-price="" className={`tabular-nums ${className ?? ""}`}>
      {formatMoney(value)}
    </span>
  );
}
