import { Agent } from 'node:http';
import { isSuccess, postForStatus, summarizeLatencies } from './http-load';

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

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const target = new URL(spec.url);

async function send(): Promise<boolean> {
  return isSuccess(await postForStatus(agent, target, spec.body, spec.headers));
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
console.log(JSON.stringify(summarizeLatencies(latencies, errors, elapsed)));
agent.destroy();
