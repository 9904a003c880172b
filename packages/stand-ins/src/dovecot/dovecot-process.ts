import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function findFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

function readsGreeting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (isReady: boolean) => {
      socket.destroy();
      resolve(isReady);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('data', (data) => finish(data.toString('latin1').startsWith('* OK')));
    socket.once('error', () => finish(false));
  });
}

/** Resolves when the IMAP greeting arrives on `port`; rejects if the process exits or time runs out. */
export async function waitForImapGreeting(
  child: ChildProcess,
  port: number,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`dovecot exited (${child.exitCode ?? child.signalCode}) before it listened`);
    }
    if (await readsGreeting(port)) return;
    await sleep(50);
  }
  throw new Error(`dovecot did not answer on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

/** Resolves once nothing accepts connections on `port` any more. */
export async function waitForPortClosed(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!isOpen) return;
    await sleep(50);
  }
  throw new Error(`127.0.0.1:${port} still accepts connections after dovecot stopped`);
}

/**
 * SIGTERM (the master stops its own children), then SIGKILL if it takes too long. Dovecot 2.3's
 * master can lose track of a login process when SIGTERM arrives just as a connection closed, and
 * then waits forever; a short pause first avoids that, and after SIGKILL the children notice the
 * master is gone and exit by themselves.
 */
export async function stopProcess(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  await sleep(100);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
