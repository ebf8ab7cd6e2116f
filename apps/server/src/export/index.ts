export { forgetExports } from "./quota";
export { mountExport } from "./route";
