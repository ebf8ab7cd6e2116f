export * from "./derive";
export * from "./state";
export * from "./store";
