import autocannon from 'autocannon';

export type Figures = { requestsPerSecond: number; p50: number; p99: number; requests: number; failures: number };

export type LoadOptions = {
  connections: number;
  seconds: number;
  maxRequests: number;
  /** GET unless given; a body is sent as JSON. */
  method?: 'GET' | 'POST';
  body?: object;
  /** Further request headers (the active league's X-League-Id, as the web app sends it). */
  headers?: Record<string, string>;
};

/**
 * Loads one URL (one request, repeated) with autocannon on loopback, bounded by time and by a request count, and
 * answers throughput, median and 99th-percentile latency (ms). Non-2xx answers, errors and
 * timeouts are counted as failures so a broken route cannot pass for a fast one.
 */
export async function measure(url: string, token: string, options: LoadOptions): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    // Bounded both ways: the run ends at `seconds` or at `maxRequests`, whichever comes first.
    maxOverallRequests: options.maxRequests,
    method: options.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
