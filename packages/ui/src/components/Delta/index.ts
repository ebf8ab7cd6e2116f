export { Delta, type DeltaProps } from "./Delta";
