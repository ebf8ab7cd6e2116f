import "./app.css";
import { preloadRouteModules } from "./app/routes";
import { startApp } from "./app/start";

const root = document.getElementById("root");
if (root) {
  preloadRouteModules(window.location.pathname);
  void startApp(root);
}
