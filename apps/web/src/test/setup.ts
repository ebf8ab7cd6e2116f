import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy* waits for lazy route chunks, which compile slowly when the machine is busy.
configure({ asyncUtilTimeout: 15_000 });

afterEach(cleanup);
