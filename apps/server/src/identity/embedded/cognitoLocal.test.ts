import { describe, expect, it } from "vitest";
import { readableLogLine } from "./cognitoLocal";

describe("readableLogLine", () => {
  it("turns pino's JSON line into one plain line", () => {
    const line = JSON.stringify({
      level: 50,
      time: 1,
      msg: "Error handling target: SignUp",
      err: { message: "disk full" },
    });
    expect(readableLogLine(`${line}\n`)).toBe(
      "Identity service: Error handling target: SignUp: disk full",
    );
    expect(
      readableLogLine(JSON.stringify({ level: 50, msg: "boom", err: { message: "boom" } })),
    ).toBe("Identity service: boom");
  });

  it("passes a line that is not JSON through", () => {
    expect(readableLogLine("plain text\n")).toBe("Identity service: plain text");
  });
});
