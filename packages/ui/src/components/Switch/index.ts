export { Switch, type SwitchProps, switchThumb, switchTrack } from "./Switch";
