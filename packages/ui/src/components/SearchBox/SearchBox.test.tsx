import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SearchBox } from "./SearchBox";

describe("SearchBox", () => {
  it("submits the trimmed text on Enter", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), " yoga mat {Enter}");
    expect(onSearch).toHaveBeenCalledWith("yoga mat");
  });

  it("submits with the Search button", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} defaultValue="lamp" />);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledWith("lamp");
  });
});
