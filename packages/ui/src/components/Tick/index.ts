export { HoldTicks } from "./HoldTicks";
export { Tick, type TickProps, tick } from "./Tick";
