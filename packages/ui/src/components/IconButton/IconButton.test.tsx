import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MoreIcon } from "../../icons";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its label and pressable", async () => {
    const onPress = vi.fn();
    render(<IconButton label="Card actions" icon={<MoreIcon />} onPress={onPress} />);
    await userEvent.click(screen.getByRole("button", { name: "Card actions" }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
