import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { appServer, REPO_ROOT } from '../fixtures/app-server';
import { APP_URL } from '../fixtures/environment';

/** The browser suite's budget for building and starting the app. */
const START_TIMEOUT_MS = 180_000;

/** The app as the browser suite runs it, built and started for one Lighthouse run. */
export interface RunningApp {
  /** Stops the app and every process its command started. */
  stop(): Promise<void>;
}

/**
 * Builds and starts the app with the browser suite's command and environment, writing its output
 * to `app.log` in `dataDir`, and resolves once it answers `/healthz`.
 */
export async function startApp(dataDir: string): Promise<RunningApp> {
  // An app left on the port would answer in place of this build.
  if (await isHealthy()) throw new Error(`Something already serves ${APP_URL}; stop it first`);
  const { command, env } = appServer(dataDir);
  await mkdir(join(REPO_ROOT, dataDir), { recursive: true });
  const logPath = join(REPO_ROOT, dataDir, 'app.log');
  const log = createWriteStream(logPath);
  await once(log, 'open');
  // Its own process group, so stopping it stops the shell, npm and the server alike.
  const child = spawn(command, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    shell: true,
    detached: true,
    stdio: ['ignore', log, log],
  });
  const app = { stop: () => stopGroup(child) };
  try {
    await waitForHealth(child);
  } catch (error) {
    await app.stop();
    const output = await readFile(logPath, 'utf8');
    throw new Error(`${(error as Error).message}\n--- ${logPath} ---\n${output.slice(-4000)}`);
  }
  return app;
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}`);
    if (await isHealthy()) return;
    await sleep(500);
  }
  throw new Error(`The app did not answer ${APP_URL}/healthz within ${START_TIMEOUT_MS} ms`);
}

async function isHealthy(): Promise<boolean> {
  const response = await fetch(`${APP_URL}/healthz`).catch(() => undefined);
  return response?.ok ?? false;
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group ended meanwhile.
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
