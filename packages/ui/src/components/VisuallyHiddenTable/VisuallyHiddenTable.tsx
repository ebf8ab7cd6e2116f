export interface VisuallyHiddenTableProps {
  /** The table's caption, usually the chart's title. */
  caption: string;
  columns: readonly string[];
  /** Already formatted cells, one array per row, in column order. */
  rows: readonly (readonly string[])[];
}

/**
 * A chart's data as a table only screen readers see, so the chart is not a picture-only answer. The
 * hiding is on a wrapper: a table grows to its content whatever its width, so an sr-only table still
 * stuck out of a phone-wide page.
 */
export function VisuallyHiddenTable({ caption, columns, rows }: VisuallyHiddenTableProps) {
  return (
    <div className="sr-only">
      <table data-chart-table="">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // Rows have no identity beyond their position in the chart.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional rows
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={columns[cellIndex]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[cellIndex]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
