export { createMediaRoutes } from "./routes";
export { escapeXml } from "./svg";
