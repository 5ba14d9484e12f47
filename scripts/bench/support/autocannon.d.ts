// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  type TRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type TStep = TRequest & { setupRequest?: (request: TRequest, context: Record<string, unknown>) => TRequest };
  type THistogram = { average: number; mean: number; p50: number; p99: number; max: number; total: number };
  export type TAutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: TStep[];
  };
  export type TAutocannonResult = {
    requests: THistogram;
    latency: THistogram;
    throughput: THistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: TAutocannonOptions): Promise<TAutocannonResult>;
}
