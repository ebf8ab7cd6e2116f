export { CompareBar, type CompareBarProps } from "./CompareBar";
