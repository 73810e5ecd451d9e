// The part of autocannon's programmatic API scripts/bench/bench-wallet.ts uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
  }
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  export interface Options {
    url: string
    connections?: number
    pipelining?: number
    duration?: number
    amount?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: Array<Request & { setupRequest?: (req: Request, context: unknown) => Request }>
  }
  export interface Result {
    latency: Histogram
    requests: Histogram & { total: number; sent: number }
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
    statusCodeStats?: Record<string, { count: number }>
  }
  function autocannon(opts: Options): Promise<Result>
  export default autocannon
}
