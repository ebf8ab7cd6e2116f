// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Called before each send of this request; returns the request to send. */
    setupRequest?: (request: Request) => Request;
  }
  interface Options extends Request {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
