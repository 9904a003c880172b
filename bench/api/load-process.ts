import { spawn } from 'node:child_process';
import Fastify from 'fastify';

/**
 * Runs a load client script in a process of its own, so it does not share the server's event
 * loop, with `spec` as its one argument (JSON). Answers the JSON the script prints.
 */
export function runLoadClient<Result>(script: string, spec: unknown) {
  return new Promise<Result>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as Result)
        : reject(new Error(`load client exited ${code}`)),
    );
  });
}

/**
 * A bare Fastify route on the same machine, served while `measure` runs against its URL: what
 * the hardware and HTTP stack allow at best.
 */
export async function measureBareRoute<Result>(measure: (url: string) => Promise<Result>) {
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ status: 200, message: 'Success', data: {} }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measure(`${url}/bare`);
  } finally {
    await bare.close();
  }
}

/**
 * The settings of a benchmark's server. Its clients stand in for many people with one account
 * from one address (loopback), so the limits per person and per address, made for one person's
 * browser, would refuse them within a second. They are raised through the settings an operator
 * has, not switched off: every call is still counted, and pays for it.
 */
export const BENCH_SERVER_ENV = {
  API_RATE_LIMIT_PER_IP: '1000000000',
  API_RATE_LIMIT_PER_USER: '1000000000',
};
