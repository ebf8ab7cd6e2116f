import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs";

function Example() {
  return (
    <Tabs>
      <TabList aria-label="Metrics">
        <Tab id="ads">Ads</Tab>
        <Tab id="revenue">Revenue</Tab>
      </TabList>
      <TabPanel id="ads">Ad metrics</TabPanel>
      <TabPanel id="revenue">Revenue metrics</TabPanel>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("selects the first tab and switches with arrow keys", async () => {
    render(<Example />);
    expect(screen.getByRole("tab", { name: "Ads" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Ad metrics");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Revenue" })).toHaveAttribute("data-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Revenue metrics");
  });
});
