export {
  DEMO_ACCOUNTS,
  type DemoAccount,
  ensureDemoAccounts,
} from "./demoAccounts";
export { ensureStaffPicks } from "./staffPicks";
export { ensureStaffPresets, STAFF_PRESETS } from "./staffPresets";
