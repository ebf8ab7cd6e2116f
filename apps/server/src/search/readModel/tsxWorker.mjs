// The read model's worker run from its TypeScript sources (tests, dev, bench): tsx's loader is
// registered here because a worker's --import hooks do not apply to its own entry on Node 20.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
