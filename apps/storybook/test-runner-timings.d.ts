export function recordTiming(entry: { phase: string; id?: string; ms: number }): void;
export function timed<T>(phase: string, id: string, step: () => Promise<T>): Promise<T>;
