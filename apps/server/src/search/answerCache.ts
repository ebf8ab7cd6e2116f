/**
 * Search answers remembered until the catalogue changes: the read model clears it whenever it applies
 * a change (or rebuilds), so an answer is never staler than the model it came from. Explore's
 * default view and the first pages everyone opens are asked again and again; each costs a scan and
 * an items read otherwise. Least recently used answers go first beyond `limit`. An answer is kept the
 * second time its query is answered: most queries are asked once, and keeping each of those would only
 * push out the ones asked again (and give the collector a stream of large objects to move).
 */
/** Queries answered once are remembered (by key) this many times as many as the answers kept. */
const ANSWERED_ONCE_PER_KEPT = 16;

export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();
  /** Queries answered once and not kept yet, oldest first (only their keys). */
  private readonly answeredOnce = new Set<string>();
  private version = 0;

  constructor(private readonly limit: number) {}

  /** The data's version now: pass it to `set` with an answer computed from what is current now. */
  get current(): number {
    return this.version;
  }

  get(key: string): T | undefined {
    const answer = this.answers.get(key);
    if (answer === undefined) return undefined;
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /**
   * Remembers an answer computed from version `since` if its query was answered before, unless the
   * data changed while it was.
   */
  set(key: string, answer: T, since: number): void {
    if (since !== this.version) return;
    if (!this.answeredOnce.delete(key)) {
      this.answeredOnce.add(key);
      if (this.answeredOnce.size > this.limit * ANSWERED_ONCE_PER_KEPT) {
        this.answeredOnce.delete(this.answeredOnce.values().next().value as string);
      }
      return;
    }
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.limit) {
      this.answers.delete(this.answers.keys().next().value as string);
    }
  }

  /** The data changed: forget every answer, and refuse those computed before now. */
  clear(): void {
    this.version++;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
