import { formatMoney, formatNumber } from "@hotshelf/domain";
import type { ReactNode } from "react";
import { Delta } from "../components/Delta/Delta";
import type { Figures } from "./figures";

export interface ListTableProps {
  label: string;
  headers: readonly string[];
  /** Columns from this index on hold figures and are right-aligned. */
  firstFigureColumn: number;
  children: ReactNode;
}

/** The list layout of Explore: a table of rows, its figure columns aligned right. */
export function ListTable({ label, headers, firstFigureColumn, children }: ListTableProps) {
  return (
    <table className="w-full border-collapse text-sm" aria-label={label}>
      <thead>
        <tr className="border-border border-b text-left text-muted text-xs">
          {headers.map((header, i) => (
            <th
              key={header}
              scope="col"
              className={`px-3 py-2 font-medium ${i >= firstFigureColumn ? "text-right" : ""}`}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export interface FigureCellProps extends Figures {
  kind?: "count" | "money";
  /** Shown beside the figure, e.g. the 'Estimated' label. */
  note?: ReactNode;
}

/** A list row's figure with its change below it. */
export function FigureCell({ value, delta, percent, kind = "count", note }: FigureCellProps) {
  return (
    <td className="px-3 py-2 text-right">
      <span className="font-medium tabular-nums">
        {kind === "money" ? formatMoney(value) : formatNumber(value)}
      </span>
      {note ? <span className="ms-1.5">{note}</span> : null}
      {/* Delta is inline (it sits beside figures elsewhere): its own line here. */}
      <div>
        <Delta kind={kind} value={delta} percent={percent} />
      </div>
    </td>
  );
}
