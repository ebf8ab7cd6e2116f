// What main.tsx imports once it may run the app: everything the app needs to start (React, the
// router, the services and the routes) is imported from here, so none of it is fetched or evaluated
// before main.tsx asks for it.
export { preloadRouteModules } from "./routes";
export { startApp } from "./start";
