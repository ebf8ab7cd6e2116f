export { PlanChangeOptions, type PlanChangeOptionsProps } from "./PlanChangeOptions";
