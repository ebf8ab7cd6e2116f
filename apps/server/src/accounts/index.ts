export {
  DEMO_ACCOUNTS,
  type DemoAccount,
  ensureDemoAccounts,
} from "./demoAccounts";
export { ensureStaffPresets, STAFF_PRESETS } from "./staffPresets";
