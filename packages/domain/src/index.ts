export * from "./product";
