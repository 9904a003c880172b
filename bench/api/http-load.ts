import { request, type Agent } from 'node:http';

/** What a closed-loop load run measured; latencies in milliseconds. */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** A status code that counts as an answer; anything else, and a failed connection (0), is an error. */
export const isSuccess = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/**
 * POSTs `body` on one of `agent`'s kept-alive connections and reads the answer to its end.
 * Answers the status code, or 0 when the connection failed.
 */
export function postForStatus(
  agent: Agent,
  url: URL,
  body: string,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // As browsers do; the server may answer compressed.
          'accept-encoding': 'gzip, deflate, br',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** The percentiles of `latencies` (sorted in place) and the rate they were taken at. */
export function summarizeLatencies(
  latencies: number[],
  errors: number,
  elapsedSeconds: number,
): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsedSeconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}
