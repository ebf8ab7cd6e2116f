export { PlanCard, type PlanCardProps, planCard } from "./PlanCard";
