// The part of autocannon's API the load test and the benchmark use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }

  export interface RequestStep extends Request {
    /** Returns the request to send (or a falsy value to restart the sequence). */
    setupRequest?(request: Request, context: Record<string, unknown>): Request | undefined | null | false
    onResponse?(
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ): void
  }

  export interface Options extends Request {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    pipelining?: number
    overallRate?: number
    connectionRate?: number
    title?: string
    requests?: RequestStep[]
    initialContext?: Record<string, unknown>
    excludeErrorStats?: boolean
    setupClient?(client: EventEmitter): void
  }

  export interface Histogram {
    min: number
    max: number
    average: number
    mean: number
    stddev: number
    total: number
    sent?: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  export interface Result {
    title?: string
    url: string
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    /** Seconds. */
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    resets: number
    statusCodeStats: Record<string, { count: number }>
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void
    on(
      event: 'response',
      listener: (client: EventEmitter, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this
    on(event: 'reqError', listener: (error: Error) => void): this
    on(event: 'done', listener: (result: Result) => void): this
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
