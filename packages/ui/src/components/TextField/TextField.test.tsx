import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("is labelled, described and reports typing", async () => {
    const onChange = vi.fn();
    render(<TextField label="Email Address" description="We reply here." onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Email Address" });
    expect(input).toHaveAccessibleDescription("We reply here.");
    await userEvent.type(input, "a@b.co");
    expect(onChange).toHaveBeenLastCalledWith("a@b.co");
  });

  it("shows the error message when invalid", () => {
    render(<TextField label="Name" isInvalid errorMessage="Invalid tag name." />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Invalid tag name.")).toBeInTheDocument();
  });

  it("renders a text area when multiline", () => {
    render(<TextField label="Message" multiline />);
    expect(screen.getByRole("textbox", { name: "Message" }).tagName).toBe("TEXTAREA");
  });
});
