export { Spinner, type SpinnerProps, spinner } from "./Spinner";
