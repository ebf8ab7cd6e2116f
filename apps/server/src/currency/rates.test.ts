import { describe, expect, it } from "vitest";
import { createExchangeRates, snapshotRates } from "./rates";

const newer = `<Cube><Cube time='2024-09-27'><Cube currency='USD' rate='1.1174'/></Cube></Cube>`;
const older = `<Cube><Cube time='2024-09-25'><Cube currency='USD' rate='1.1'/></Cube></Cube>`;

describe("exchange rates", () => {
  it("start from the bundled snapshot and fetch nothing without a fetcher", async () => {
    const rates = createExchangeRates({ log: () => undefined });
    expect(rates.current().date).toBe("2024-09-26");
    expect(rates.current()).toBe(snapshotRates());
    expect(await rates.refresh()).toBe(false);
    rates.start();
    rates.stop();
  });

  it("take the ECB's newer file when it can be fetched", async () => {
    const rates = createExchangeRates({ fetchDocument: async () => newer, log: () => undefined });
    expect(await rates.refresh()).toBe(true);
    expect(rates.current()).toEqual({ date: "2024-09-27", perEuro: { USD: 1.1174 } });
  });

  it("keep the rates held on a failed fetch, a malformed file or an older one, and say why", async () => {
    const lines: string[] = [];
    const answers = [
      async () => {
        throw new Error("getaddrinfo ENOTFOUND www.ecb.europa.eu");
      },
      async () => "<html>Maintenance</html>",
      async () => older,
    ];
    let call = 0;
    const rates = createExchangeRates({
      fetchDocument: () => (answers[call++] as () => Promise<string>)(),
      log: (line) => lines.push(line),
    });
    for (let i = 0; i < answers.length; i++) expect(await rates.refresh()).toBe(false);
    expect(rates.current().date).toBe("2024-09-26");
    expect(lines).toEqual([
      "[rates] ECB rates not fetched (getaddrinfo ENOTFOUND www.ecb.europa.eu); keeping those of 2024-09-26",
      "[rates] the ECB document was not a daily rates file; keeping the rates of 2024-09-26",
    ]);
  });
});
