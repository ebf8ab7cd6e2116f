import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy* waits for the menus' and dialogs' code, loaded on first use, which compiles slowly when
// the machine is busy.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
