export {
  DEMO_ACCOUNTS,
  type DemoAccount,
  DemoAccountsInProduction,
  ensureDemoAccounts,
  findDemoAccounts,
  refuseDemoAccounts,
  removeDemoAccounts,
} from "./demoAccounts";
export { ensureStaffPicks } from "./staffPicks";
export { ensureStaffPresets, STAFF_PRESETS } from "./staffPresets";
