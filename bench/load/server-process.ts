import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { HeapReading, LoadServer } from './load-server';

const LOAD_SERVER = fileURLToPath(new URL('./load-server.ts', import.meta.url));

/** The benchmark's server, running in its own process. */
export interface ServerProcess {
  server: LoadServer;
  pid: number;
  /** The server's heap in use after a full garbage collection, in megabytes. */
  heapAfterGc: () => Promise<number>;
  /** Ends the server, which drops its database, and waits until it is gone. */
  stop: () => Promise<void>;
}

/** Starts `load-server.ts` with `domains` companies and waits until it listens. */
export function startLoadServer(domains: number): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', LOAD_SERVER, String(domains)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // The server may be gone already when it is told to stop; that is no error.
  child.stdin.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.stdin.end();
    await exited;
  };
  // The first line says where the server listens; each later one answers a `gc` asked for.
  const waiting: ((reading: HeapReading) => void)[] = [];
  const heapAfterGc = () =>
    new Promise<number>((resolve) => {
      waiting.push((reading) => resolve(reading.heapUsedBytes / 2 ** 20));
      child.stdin.write('gc\n');
    });
  return new Promise((resolve, reject) => {
    let isListening = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (isListening) return waiting.shift()?.(JSON.parse(line) as HeapReading);
      isListening = true;
      resolve({ server: JSON.parse(line) as LoadServer, pid: child.pid!, heapAfterGc, stop });
    });
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`load server exited ${code} before it listened`)));
  });
}
