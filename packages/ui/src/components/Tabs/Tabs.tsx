import { cva } from "class-variance-authority";
import { useContext, useState } from "react";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  composeRenderProps,
  type TabListProps,
  TabListStateContext,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const tabList = cva(["flex gap-1 border-border border-b"]);

export const tab = cva(
  [
    // layout
    "-mb-px cursor-default border-b-2 px-3 py-2 font-medium text-sm",
    // motion
    "transition-colors",
  ],
  {
    variants: {
      isSelected: { true: "border-brand text-fg", false: "border-transparent text-muted" },
      isHovered: { true: "text-fg", false: "" },
      isDisabled: { true: "opacity-50", false: "" },
    },
  },
);

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (extra) =>
        [tabList(), extra].filter(Boolean).join(" "),
      )}
    />
  );
}

/** One tab. Arrow keys move between tabs; the selected one has data-selected. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (extra, state) =>
        [tab(state), focusRing(state), extra].filter(Boolean).join(" "),
      )}
    />
  );
}

export interface KeptTabPanelProps extends TabPanelProps {
  /**
   * Once shown, the panel stays mounted (hidden and inert) while another tab is shown, so what it
   * loaded, paged and scrolled survives a tab switch; until first shown it is not mounted at all.
   */
  keepMounted?: boolean;
}

export function TabPanel({ className, keepMounted = false, ...props }: KeptTabPanelProps) {
  const tabs = useContext(TabListStateContext);
  const [wasShown, setWasShown] = useState(false);
  if (keepMounted && !wasShown && tabs?.selectedKey === props.id) setWasShown(true);
  return (
    <AriaTabPanel
      {...props}
      shouldForceMount={props.shouldForceMount || wasShown}
      className={composeRenderProps(className, (extra, state) =>
        // A panel kept mounted behind another tab is inert; it takes no room either.
        ["pt-3 data-inert:hidden", focusRing(state), extra].filter(Boolean).join(" "),
      )}
    />
  );
}

export { Tabs, type TabsProps };
