import { ToggleButton, ToggleButtonGroup } from "../ToggleButtonGroup";

export type ResultsLayout = "grid" | "list";

export interface LayoutToggleProps {
  layout: ResultsLayout;
  onLayoutChange: (layout: ResultsLayout) => void;
}

const icons: Record<ResultsLayout, string> = {
  grid: "M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z",
  list: "M2 3h12v2H2zM2 7h12v2H2zM2 11h12v2H2z",
};

/** Grid or list results; arrow keys move between the two, Space or Enter picks. */
export function LayoutToggle({ layout, onLayoutChange }: LayoutToggleProps) {
  return (
    <ToggleButtonGroup
      label="Layout"
      selectedKeys={[layout]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if ((next === "grid" || next === "list") && next !== layout) onLayoutChange(next);
      }}
      data-layout={layout}
    >
      {(["grid", "list"] as const).map((id) => (
        <ToggleButton key={id} id={id}>
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" focusable="false">
            <path d={icons[id]} fill="currentColor" />
          </svg>
          {id === "grid" ? "Grid" : "List"}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
