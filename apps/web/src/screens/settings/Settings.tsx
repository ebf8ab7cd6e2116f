import { Tab, TabList, TabPanel, Tabs } from "@hotshelf/ui/Tabs";
import { Outlet, useLocation } from "react-router-dom";

const TABS = [
  { path: "/settings/profile", label: "Account" },
  { path: "/settings/affiliate", label: "Affiliate" },
  { path: "/settings/billing", label: "Billing" },
];

/** The settings shell: one tab per sub-route; the tab panel shows the route's screen. */
export function Settings() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="font-semibold text-2xl">Settings</h1>
      <Tabs selectedKey={pathname}>
        <TabList aria-label="Settings">
          {TABS.map((tab) => (
            <Tab key={tab.path} id={tab.path} href={tab.path}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={pathname} className="pt-6">
          <Outlet />
        </TabPanel>
      </Tabs>
    </div>
  );
}
