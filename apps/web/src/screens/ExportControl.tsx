import type { ExportSource } from "@hotshelf/api/contract";
import { exportMenuLabel } from "@hotshelf/domain";
import { ExportMenu } from "@hotshelf/ui/ExportMenu";
import { useExport } from "../hooks/useExport";

export interface ExportControlProps {
  /** What is exported, read when an export starts (the screen's current filters, collection...). */
  source: () => ExportSource;
  /** Names it for screen readers, e.g. "products" gives "Export products". */
  subject: string;
}

/** The Export menu of Explore, a collection and Track Shop: CSV or JSON Lines, progress, messages. */
export function ExportControl({ source, subject }: ExportControlProps) {
  const { state, start, cancel } = useExport(source);
  return (
    <ExportMenu
      label={exportMenuLabel(subject)}
      state={state}
      onExport={(format) => void start(format)}
      onCancel={cancel}
    />
  );
}
