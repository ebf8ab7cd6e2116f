export { FilterSetAlertSwitch, type FilterSetAlertSwitchProps } from "./FilterSetAlertSwitch";
