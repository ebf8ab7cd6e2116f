import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Banner } from "./Banner";

describe("Banner", () => {
  it("announces danger banners as alerts", () => {
    render(<Banner tone="danger">Ban error</Banner>);
    expect(screen.getByRole("alert")).toHaveTextContent("Ban error");
    expect(screen.getByRole("alert")).toHaveAttribute("data-tone", "danger");
  });

  it("uses a polite status for the other tones", () => {
    render(<Banner tone="community" title="Join the community" />);
    expect(screen.getByRole("status")).toHaveTextContent("Join the community");
  });
});
