import {
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_MESSAGES,
  type ExportFormat,
  exportProgressText,
  QUOTAS,
} from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import { ProgressBar } from "react-aria-components";
import { WarningIcon } from "../../icons";
import { Button } from "../Button";
import { Menu, MenuItem } from "../Menu";

/** Where an export stands: chosen nothing yet, streaming, failed, or refused by the hourly quota. */
export type ExportMenuState =
  | { status: "idle" }
  | { status: "running"; rows: number; total: number | null }
  | { status: "failed" | "quota"; message: string };

export interface ExportMenuProps {
  state: ExportMenuState;
  onExport: (format: ExportFormat) => void;
  /** Stops a running export. */
  onCancel?: () => void;
  /** Names what is exported for screen readers, e.g. "Export products". */
  label?: string;
}

export const exportMessage = cva(["flex items-center gap-1.5 text-sm"], {
  variants: {
    status: {
      // tone
      failed: "text-danger",
      quota: "text-warning",
    },
  },
});

/** The export control: a menu of formats, then a progress bar while the file streams, then a message. */
export function ExportMenu({ state, onExport, onCancel, label }: ExportMenuProps) {
  const running = state.status === "running";
  return (
    <div className="flex flex-wrap items-center gap-3" data-export-status={state.status}>
      <Menu
        trigger={
          // Pending, not disabled: the menu hands focus back to it on choosing a format, and a
          // disabled button would drop that focus to the page.
          <Button
            variant="secondary"
            size="sm"
            isPending={running}
            pendingLabel={EXPORT_MESSAGES.pending}
            aria-label={label}
          >
            {EXPORT_MESSAGES.menuLabel}
          </Button>
        }
        placement="bottom start"
        onAction={(key) => onExport(key as ExportFormat)}
      >
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} id={format}>
            {EXPORT_FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
      {state.status === "running" && (
        <ProgressBar
          aria-label={EXPORT_MESSAGES.progressLabel}
          value={state.rows}
          // Without a total, the bar measures against the row cap: a file never has more.
          maxValue={state.total ?? QUOTAS.exportRows}
          valueLabel={exportProgressText(state.rows, state.total)}
          className="flex items-center gap-2"
        >
          {({ percentage, valueText }) => (
            <>
              <div className="h-2 w-32 overflow-hidden rounded-full bg-sunken">
                <div className="h-full bg-brand" style={{ width: `${percentage ?? 0}%` }} />
              </div>
              <span className="text-muted text-sm tabular-nums">{valueText}</span>
            </>
          )}
        </ProgressBar>
      )}
      {running && onCancel && (
        <Button variant="ghost" size="sm" onPress={onCancel}>
          {EXPORT_MESSAGES.cancel}
        </Button>
      )}
      {(state.status === "failed" || state.status === "quota") && (
        <p role="alert" className={exportMessage({ status: state.status })}>
          {state.status === "quota" && <WarningIcon />}
          {state.message}
        </p>
      )}
    </div>
  );
}
