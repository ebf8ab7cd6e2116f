import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
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

  it("keeps a keepMounted panel, once shown, with its state while another tab is shown", async () => {
    const mounts: string[] = [];
    function Counter({ name }: { name: string }) {
      const [count, setCount] = useState(() => {
        mounts.push(name);
        return 0;
      });
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {name} {count}
        </button>
      );
    }
    render(
      <Tabs>
        <TabList aria-label="Views">
          <Tab id="shops">Shops</Tab>
          <Tab id="ads">Ads</Tab>
        </TabList>
        <TabPanel id="shops" keepMounted>
          <Counter name="shops" />
        </TabPanel>
        <TabPanel id="ads" keepMounted>
          <Counter name="ads" />
        </TabPanel>
      </Tabs>,
    );
    // Not mounted before it is first shown.
    expect(mounts).toEqual(["shops"]);
    await userEvent.click(screen.getByRole("button", { name: "shops 0" }));
    await userEvent.click(screen.getByRole("tab", { name: "Ads" }));
    expect(mounts).toEqual(["shops", "ads"]);
    // The hidden panel is kept, inert, and takes no room.
    const kept = screen.getByText("shops 1").closest("[data-inert]");
    expect(kept).toHaveClass("data-inert:hidden");
    expect(kept).toHaveAttribute("inert");
    await userEvent.click(screen.getByRole("tab", { name: "Shops" }));
    expect(screen.getByRole("button", { name: "shops 1" })).toBeVisible();
    expect(mounts).toEqual(["shops", "ads"]);
  });
});
