/**
 * Search answers remembered until the catalogue changes: the read model clears it whenever it applies
 * a change (or rebuilds), so an answer is never staler than the model it came from. Explore's
 * default view and the first pages everyone opens are asked again and again; each costs a scan and
 * an items read otherwise. Least recently used answers go first beyond `limit`.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();
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

  /** Remembers an answer computed from version `since`, unless the data changed while it was. */
  set(key: string, answer: T, since: number): void {
    if (since !== this.version) return;
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
