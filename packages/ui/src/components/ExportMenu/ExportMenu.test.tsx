import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ExportMenu } from "./ExportMenu";

describe("ExportMenu", () => {
  it("offers CSV and JSON Lines and reports the chosen format", async () => {
    const onExport = vi.fn();
    render(<ExportMenu state={{ status: "idle" }} onExport={onExport} label="Export shops" />);
    await userEvent.click(screen.getByRole("button", { name: "Export shops" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "JSON Lines" }));
    expect(onExport).toHaveBeenCalledWith("jsonl");
  });

  it("shows the progress while running and the message after a refusal", () => {
    const { rerender, container } = render(
      <ExportMenu state={{ status: "running", rows: 50, total: 200 }} onExport={() => {}} />,
    );
    const bar = screen.getByRole("progressbar", { name: "Export progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(bar).toHaveAttribute("aria-valuetext", "50 of 200 rows");
    expect(container.firstChild).toHaveAttribute("data-export-status", "running");
    rerender(
      <ExportMenu state={{ status: "quota", message: "Limit reached." }} onExport={() => {}} />,
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("Limit reached.");
    expect(container.firstChild).toHaveAttribute("data-export-status", "quota");
  });
});
