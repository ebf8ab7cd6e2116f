import type { ExportSource } from "@hotshelf/api/contract";
import { EXPORT_MESSAGES, type ExportFormat, isExportQuotaFailure } from "@hotshelf/domain";
import type { ExportMenuState } from "@hotshelf/ui/ExportMenu";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ExportedFile } from "../data/exports";
import { useData } from "./useData";
import { useFailurePolicy } from "./useFailurePolicy";

/** Hands the file to the browser as a download (an object URL on a clicked link, then released). */
export function saveFile(file: ExportedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * An export control's state and actions: `start(format)` streams the file of `source()` (read when
 * started, so it is the screen's current one), shows its progress, then saves it; `cancel` stops it.
 * Leaving the screen stops a running export.
 */
export function useExport(source: () => ExportSource) {
  const data = useData();
  const policy = useFailurePolicy();
  const [state, setState] = useState<ExportMenuState>({ status: "idle" });
  const running = useRef<AbortController | null>(null);
  const latest = useRef({ source, policy });
  latest.current = { source, policy };
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: "running", rows: 0, total: null });
      try {
        const file = await data.exports.file(latest.current.source(), format, {
          signal: controller.signal,
          onProgress: ({ rows, total }) => {
            if (!controller.signal.aborted) setState({ status: "running", rows, total });
          },
        });
        if (controller.signal.aborted) return;
        saveFile(file);
        setState({ status: "idle" });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = latest.current.policy("export", error).message ?? EXPORT_MESSAGES.failed;
        setState({ status: isExportQuotaFailure(error) ? "quota" : "failed", message });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [data],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: "idle" });
  }, []);

  return { state, start, cancel };
}
