import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_ECB_DOCUMENT_BYTES, parseEcbDaily } from "./ecbXml";

const snapshot = readFileSync(new URL("./ecbSnapshot.xml", import.meta.url), "utf8");

function daily(cubes: string, time = "2024-09-27"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time='${time}'>${cubes}</Cube></Cube>
</gesmes:Envelope>`;
}

describe("parseEcbDaily", () => {
  it("reads the bundled snapshot: the date and all 30 rates", () => {
    const rates = parseEcbDaily(snapshot);
    expect(rates?.date).toBe("2024-09-26");
    expect(Object.keys(rates?.perEuro ?? {})).toHaveLength(30);
    expect(rates?.perEuro).toMatchObject({ USD: 1.1155, JPY: 160.78, GBP: 0.83428, ZAR: 19.238 });
  });

  it("accepts double quotes and spacing as the XML allows", () => {
    const rates = parseEcbDaily(
      daily(`<Cube currency="USD" rate="1.2" /><Cube currency='GBP' rate='0.8'/>`),
    );
    expect(rates).toEqual({ date: "2024-09-27", perEuro: { USD: 1.2, GBP: 0.8 } });
  });

  it("skips unknown codes, repeated codes and rates that are not positive numbers", () => {
    const rates = parseEcbDaily(
      daily(
        [
          `<Cube currency='USD' rate='1.2'/>`,
          `<Cube currency='USD' rate='99'/>`,
          `<Cube currency='XXX' rate='2'/>`,
          `<Cube currency='GBP' rate='0'/>`,
          `<Cube currency='JPY' rate='-160'/>`,
          `<Cube currency='CHF' rate='Infinity'/>`,
          `<Cube currency='SEK' rate='1e400'/>`,
          `<Cube currency='NOK' rate='11.7865'/>`,
        ].join(""),
      ),
    );
    expect(rates).toEqual({ date: "2024-09-27", perEuro: { USD: 1.2, NOK: 11.7865 } });
  });

  it("rejects a hostile or malformed document as a whole", () => {
    const usd = `<Cube currency='USD' rate='1.2'/>`;
    // No USD rate: nothing could be converted.
    expect(parseEcbDaily(daily(`<Cube currency='GBP' rate='0.8'/>`))).toBeNull();
    // Not a calendar date, or two dates in one daily file.
    expect(parseEcbDaily(daily(usd, "2024-02-30"))).toBeNull();
    expect(parseEcbDaily(`${daily(usd)}${daily(usd, "2024-09-28")}`)).toBeNull();
    // An entity bomb is not expanded; it is simply not a rates file.
    const bomb = `<!DOCTYPE x [<!ENTITY a "${"A".repeat(100)}"><!ENTITY b "&a;&a;&a;&a;">]><x>&b;</x>`;
    expect(parseEcbDaily(bomb)).toBeNull();
    expect(parseEcbDaily("<html>Service unavailable</html>")).toBeNull();
    expect(parseEcbDaily("")).toBeNull();
    // Far larger than the real file (about 1.5 KB).
    expect(parseEcbDaily(daily(usd + " ".repeat(MAX_ECB_DOCUMENT_BYTES)))).toBeNull();
    expect(parseEcbDaily(42 as unknown as string)).toBeNull();
  });
});
