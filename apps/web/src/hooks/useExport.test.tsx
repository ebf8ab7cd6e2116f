import type { ExportOptions, ExportProgress } from "@hotshelf/api/client";
import { ApiError } from "@hotshelf/api/client";
import type { ExportRequest } from "@hotshelf/api/contract";
import { EXPORT_MESSAGES } from "@hotshelf/domain";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServicesProvider } from "../app/services";
import { exportSources } from "../data/exports";
import { ExportControl } from "../screens/ExportControl";
import { fakeApi, fakeServices } from "../test/fakes";

/** An export the test drives: it reports progress and finishes when told. */
function controlledExport() {
  let progress: ((p: ExportProgress) => void) | undefined;
  let finish: (value: unknown) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const exportRows = vi.fn(
    (_request: ExportRequest, options: ExportOptions = {}) =>
      new Promise((resolve, reject) => {
        progress = options.onProgress;
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    exportRows,
    progress: (p: ExportProgress) => act(() => progress?.(p)),
    finish: (value: unknown) => act(async () => finish(value)),
    fail: (error: unknown) => act(async () => fail(error)),
  };
}

function renderControl(exportRows: unknown) {
  const api = Object.assign(fakeApi(), { exportRows });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <ServicesProvider services={fakeServices({ api })}>{children}</ServicesProvider>
    </MemoryRouter>
  );
  return render(<ExportControl subject="tracked shops" source={exportSources.trackedShops} />, {
    wrapper,
  });
}

async function choose(format: "CSV" | "JSON Lines") {
  await userEvent.click(screen.getByRole("button", { name: "Export tracked shops" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: format }));
}

describe("the export control", () => {
  afterEach(() => vi.restoreAllMocks());

  it("streams through the data layer, shows the rows received, then saves the file", async () => {
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:export-1");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const run = controlledExport();
    renderControl(run.exportRows);
    await choose("CSV");
    expect(run.exportRows).toHaveBeenCalledWith(
      { source: { kind: "tracked_shops" }, format: "csv" },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    run.progress({ rows: 300, total: 1200 });
    const bar = screen.getByRole("progressbar", { name: EXPORT_MESSAGES.progressLabel });
    expect(bar).toHaveAttribute("aria-valuenow", "300");
    expect(bar).toHaveAttribute("aria-valuetext", "300 of 1,200 rows");
    const menu = screen.getByRole("button", {
      name: `Export tracked shops ${EXPORT_MESSAGES.pending}`,
    });
    expect(menu).toHaveAttribute("aria-disabled", "true");
    // The menu gave focus back to its button, which keeps it while the file streams.
    expect(menu).toHaveFocus();

    const blob = new Blob(["Shop ID\r\n"], { type: "text/csv" });
    await run.finish({ blob, fileName: "hotshelf-tracked-shops-2026-11-25.csv", rows: 1200 });
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: "blob:export-1", download: "hotshelf-tracked-shops-2026-11-25.csv" },
    ]);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("tells the quota apart from another failure", async () => {
    const run = controlledExport();
    renderControl(run.exportRows);
    await choose("JSON Lines");
    await run.fail(
      new ApiError("bad_request", EXPORT_MESSAGES.quota, { call: "export", status: 429 }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(EXPORT_MESSAGES.quota);
    expect(screen.getByRole("alert").closest("[data-export-status]")).toHaveAttribute(
      "data-export-status",
      "quota",
    );

    await choose("CSV");
    await run.fail(new ApiError("server", "Internal error", { call: "export", status: 500 }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(EXPORT_MESSAGES.failed),
    );
  });

  it("stops a running export on Cancel without saving anything", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    const run = controlledExport();
    renderControl(run.exportRows);
    await choose("CSV");
    const options = run.exportRows.mock.calls[0]?.[1] as ExportOptions | undefined;
    const signal = options?.signal;
    await userEvent.click(screen.getByRole("button", { name: EXPORT_MESSAGES.cancel }));
    expect(signal?.aborted).toBe(true);
    await run.finish({ blob: new Blob([]), fileName: "x.csv", rows: 0 });
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
