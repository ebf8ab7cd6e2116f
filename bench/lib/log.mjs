/**
 * Progress lines on stderr (stdout stays free for tools), each prefixed with the part's name and the
 * seconds since it started.
 */
export function createLog(part) {
  const started = Date.now();
  const log = (line) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
    process.stderr.write(`[${part} ${seconds}s] ${line}\n`);
  };
  return log;
}

/**
 * Prints status() every `everyMs` while `work` runs, so that long work shows it is alive and how far
 * it got; returns what `work` returns.
 */
export async function withHeartbeat(log, status, work, everyMs = 10_000) {
  const timer = setInterval(() => log(status()), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
