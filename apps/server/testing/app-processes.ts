import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/** A process that has not said it runs by then failed to start. */
const START_TIME_LIMIT_MS = 60_000;

export interface AppProcess {
  role: 'web' | 'worker';
  /** Where a web process listens; undefined for a worker. */
  url: string | undefined;
  /** Whether it still runs. */
  isRunning(): boolean;
  output(): string;
  stop(): Promise<void>;
}

/** A port no one listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the server as `npm start` would (`main.ts`, through tsx) in the given role and waits
 * until it says it runs: a web process once it listens, a worker once its queue works.
 */
export async function startAppProcess(
  role: 'web' | 'worker',
  env: Record<string, string>,
): Promise<AppProcess> {
  const port = role === 'web' ? await freePort() : undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN, `--role=${role}`], {
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      LOG_LEVEL: 'info',
      ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const readyText = role === 'web' ? 'Reclaim is running at' : 'Reclaim worker is running';
  const startedAt = Date.now();
  while (!output.includes(readyText)) {
    if (exited || Date.now() - startedAt > START_TIME_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`The ${role} process did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    role,
    url: port ? `http://127.0.0.1:${port}` : undefined,
    isRunning: () => !exited,
    output: () => output,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const limit = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(limit);
    },
  };
}
