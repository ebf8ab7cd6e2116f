// Part "export" of `npm run bench`. The server's code is TypeScript, so it runs through tsx.
import { register } from "tsx/esm/api";

register();
await import("./main.ts");
