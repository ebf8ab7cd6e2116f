export { ExportMenu, type ExportMenuProps, type ExportMenuState } from "./ExportMenu";
