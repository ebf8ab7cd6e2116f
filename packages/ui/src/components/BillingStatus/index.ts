export { BillingStatus, type BillingStatusProps } from "./BillingStatus";
