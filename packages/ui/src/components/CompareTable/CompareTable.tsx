import { Button } from "../Button/Button";
import { Link } from "../Link/Link";

export interface CompareColumn {
  /** The shop's name, the column's header. */
  name: string;
  /** Its page. */
  href: string;
}

export interface CompareFigureRow {
  label: string;
  /** One text per column, in column order. */
  values: readonly string[];
}

export interface CompareTableProps {
  caption: string;
  columns: readonly CompareColumn[];
  rows: readonly CompareFigureRow[];
  /** Offered per column while more than `minColumns` remain. */
  onRemove?: (index: number) => void;
  minColumns?: number;
}

/**
 * Key figures side by side: a column per shop (its name links to it), a row per figure; both the
 * shop names and the figure names are headers, so a screen reader says which shop and figure a
 * cell is. Wider than a phone, it scrolls sideways inside its own box.
 */
export function CompareTable({
  caption,
  columns,
  rows,
  onRemove,
  minColumns = 2,
}: CompareTableProps) {
  const canRemove = onRemove !== undefined && columns.length > minColumns;
  return (
    // A box that scrolls sideways must be reachable by keyboard, so it takes focus and is named.
    <div
      className="overflow-x-auto rounded-xl border border-border bg-raised"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-border border-b">
            <td className="px-3 py-2" />
            {columns.map((column, index) => (
              <th key={column.href} scope="col" className="min-w-36 px-3 py-2 text-right align-top">
                <div className="flex flex-col items-end gap-1">
                  <Link href={column.href} className="font-semibold">
                    {column.name}
                  </Link>
                  {canRemove && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${column.name} from the comparison`}
                      onPress={() => onRemove(index)}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-border border-b last:border-b-0">
              <th
                scope="row"
                className="whitespace-nowrap px-3 py-2 text-left font-medium text-muted"
              >
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells follow the columns, by position.
                  key={index}
                  className="px-3 py-2 text-right tabular-nums"
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
