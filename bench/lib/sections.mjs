// BENCHMARKS.md is written in sections, one per bench part, each opened by a mark, so a run of some
// parts (`--only`) keeps the others' sections as they were.

const MARK = /^<!-- bench part: ([a-z]+) -->$/;

/** The line that opens a part's section. */
export const partMark = (part) => `<!-- bench part: ${part} -->`;

/** The sections of a BENCHMARKS.md text by part: from a part's mark to the next mark or "## Wall time". */
export function keptSections(text) {
  const kept = new Map();
  let part = null;
  for (const line of text.split("\n")) {
    const mark = MARK.exec(line);
    if (mark) {
      part = mark[1];
      kept.set(part, []);
    } else if (line === "## Wall time") {
      part = null;
    } else if (part) {
      kept.get(part).push(line);
    }
  }
  return new Map([...kept].map(([name, lines]) => [name, lines.join("\n").trim()]));
}

/** The section's heading, then the stamp: when, on which commit and under what load it was measured. */
export function stamped(section, stamp) {
  const [heading, ...rest] = section.split("\n");
  return [heading, "", stamp, ...rest].join("\n");
}
