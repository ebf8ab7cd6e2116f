export { Tick, type TickProps, tick } from "./Tick";
