export { createMediaRoutes } from "./routes";
