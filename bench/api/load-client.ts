import { Agent, request } from 'node:http';

/**
 * A closed-loop load generator, run in its own process so it does not share the server's event
 * loop: `connections` clients each send the next request as soon as the previous answer is in,
 * for `seconds` after a one-second warm-up. Prints the latencies' percentiles as JSON.
 */
interface LoadSpec {
  url: string;
  body: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const target = new URL(spec.url);

function send(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // As browsers do; the server may answer compressed.
          'accept-encoding': 'gzip, deflate, br',
          'content-length': Buffer.byteLength(spec.body),
          ...spec.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      },
    );
    req.on('error', () => resolve(false));
    req.end(spec.body);
  });
}

async function run(until: number, latencies: number[] | null) {
  let errors = 0;
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const isOk = await send();
        if (!isOk) errors += 1;
        latencies?.push(performance.now() - started);
      }
    }),
  );
  return errors;
}

await run(performance.now() + 1_000, null);
const latencies: number[] = [];
const started = performance.now();
const errors = await run(started + spec.seconds * 1_000, latencies);
const elapsed = (performance.now() - started) / 1_000;
latencies.sort((a, b) => a - b);
const at = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
const result: LoadResult = {
  requests: latencies.length,
  errors,
  rps: latencies.length / elapsed,
  p50: at(0.5),
  p95: at(0.95),
  p99: at(0.99),
};
console.log(JSON.stringify(result));
agent.destroy();
