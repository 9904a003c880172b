import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadServer } from './load-server';

const LOAD_SERVER = fileURLToPath(new URL('./load-server.ts', import.meta.url));

/** The benchmark's server, running in its own process. */
export interface ServerProcess {
  server: LoadServer;
  pid: number;
  /** Ends the server, which drops its database, and waits until it is gone. */
  stop: () => Promise<void>;
}

/** Starts `load-server.ts` with `domains` companies and waits until it listens. */
export function startLoadServer(domains: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SERVER, String(domains)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // The server may be gone already when it is told to stop; that is no error.
  child.stdin.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n', 1)[0]!;
      if (line.length === output.length) return;
      child.stdout.off('data', onData);
      resolve({ server: JSON.parse(line) as LoadServer, pid: child.pid!, stop });
    };
    child.stdout.on('data', onData);
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`load server exited ${code} before it listened`)));
  });
}
