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
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function run(options: LoadOptions, seconds: number, times: number[] | undefined) {
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
        duration: seconds,
        headers: options.headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times?.push(responseTime));
  });
}

export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds, undefined);
  const times: number[] = [];
  const result = await run(options, options.durationSeconds, times);
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.total / options.durationSeconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
