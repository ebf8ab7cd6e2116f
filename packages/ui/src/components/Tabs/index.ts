export { Tab, TabList, TabPanel, Tabs, type TabsProps, tab, tabList } from "./Tabs";
