/** One load measurement with autocannon: requests per second and exact latency percentiles. */
import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  /** Paths to cycle through (each connection takes the next one for each request). */
  paths: string[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Append a unique parameter to every request so that no cache can answer it. */
  bustCache?: boolean;
  headers?: Record<string, string>;
  /**
   * A server too slow to answer `connections` requests within the window (the reference design at
   * 100,000 rows, pages rendered afresh in the short form's 1-second window) is measured instead by
   * a fixed amount, two requests per connection (see fallbackRequestsPerConnection), timed to the
   * last answer: a real figure rather than zero.
   */
  slowFallback?: boolean;
  /** Requests per connection in that fixed amount: 2 unless asked (the short form takes 1). */
  fallbackRequestsPerConnection?: number;
}

/** How long one request may take before autocannon gives up on it (and opens a new connection). */
const REQUEST_TIMEOUT_SECONDS = 120;

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function run(options: LoadOptions, length: { seconds: number } | { amount: number }, times: number[] | undefined) {
  let counter = 0;
  const next = () => {
    const path = options.paths[counter % options.paths.length]!;
    counter += 1;
    if (!options.bustCache) return path;
    return `${path}${path.includes("?") ? "&" : "?"}_bench=${Date.now().toString(36)}${counter}`;
  };
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...("seconds" in length ? { duration: length.seconds } : { amount: length.amount }),
        timeout: REQUEST_TIMEOUT_SECONDS,
        headers: options.headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times?.push(responseTime));
  });
}

export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  let warmupAnswers = Number.POSITIVE_INFINITY;
  if (options.warmupSeconds > 0) {
    warmupAnswers = (await run(options, { seconds: options.warmupSeconds }, undefined)).requests.total;
    // The server is still working on the requests the warm-up left in flight (up to one per
    // connection). One more request waits behind them, so the measured window does not start with
    // that backlog: for a page rendered afresh it can fill a whole short window.
    await fetch(`${options.url}${options.paths[0]!}`).then((response) => response.arrayBuffer());
  }
  // A server whose warm-up rate cannot fill the window with one answer per connection is measured by
  // the fixed amount at once: a window it cannot fill would be thrown away, and the slow requests
  // it left in flight would hold the machine for seconds more.
  const windowTooLong =
    options.slowFallback && warmupAnswers * (options.durationSeconds / options.warmupSeconds) < options.connections;
  let times: number[] = [];
  let result = windowTooLong ? undefined : await run(options, { seconds: options.durationSeconds }, times);
  let seconds = options.durationSeconds;
  if (!result || (options.slowFallback && result.requests.total < options.connections)) {
    times = [];
    const started = performance.now();
    result = await run(options, { amount: options.connections * (options.fallbackRequestsPerConnection ?? 2) }, times);
    seconds = (performance.now() - started) / 1000;
  }
  times.sort((a, b) => a - b);
  return {
    rps: Math.round((result.requests.total / seconds) * 10) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
