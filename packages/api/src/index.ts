export * from "./contract";
