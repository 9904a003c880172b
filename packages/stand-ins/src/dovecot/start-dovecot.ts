import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { findDovecotBinary, resolveRunAs } from './dovecot-binary.js';
import type { DovecotCapabilities } from './dovecot-config.js';
import { chooseParentDirectory, maildirOf, writeInstanceFiles } from './dovecot-files.js';
import {
  findFreePort,
  stopProcess,
  waitForImapGreeting,
  waitForPortClosed,
} from './dovecot-process.js';
import type { ImapTestMessage } from './generate-imap-messages.js';
import { writeMaildirMessages } from './maildir-writer.js';

export { DOVECOT_MISSING, findDovecotBinary, readDovecotVersion } from './dovecot-binary.js';
export type { DovecotCapabilities } from './dovecot-config.js';
export {
  generateImapMessages,
  summarizeBySenderDomain,
  type ImapTestMessage,
} from './generate-imap-messages.js';

export interface DovecotUser {
  username: string;
  password: string;
  messages?: readonly ImapTestMessage[];
  /** A storage quota: a mailbox already over it refuses every APPEND. */
  quotaKilobytes?: number;
}

export interface StartDovecotOptions {
  users: readonly DovecotUser[];
  /** Adds an implicit-TLS listener with a fresh self-signed certificate (needs `openssl`). */
  tls?: boolean;
  /** Defaults to `full`. */
  capabilities?: DovecotCapabilities;
  /** The plain IMAP port; a free one when absent. A fixed one lets other processes find it. */
  port?: number;
  /**
   * A folder every user has, marked `\Sent` by SPECIAL-USE (RFC 6154), as many providers name
   * their own ("Sent Mail"). Without it there is no Sent folder until a client creates one.
   */
  sentFolder?: string;
}

/** A Dovecot instance of one test run, on loopback, with its own files. */
export interface RunningDovecot {
  host: '127.0.0.1';
  /** Plain IMAP (it offers STARTTLS only when `tls` was asked for). */
  port: number;
  /** Implicit TLS with a self-signed certificate, or null. */
  tlsPort: number | null;
  /** The instance's private directory (configuration, maildirs, log); removed by `close()`. */
  directory: string;
  /** Delivers more mail to a user's INBOX; it gets UIDs above every existing one. */
  addMessages(username: string, messages: readonly ImapTestMessage[]): Promise<void>;
  /** Drops the INBOX's UID list and indexes, so Dovecot hands out a new UIDVALIDITY. */
  resetUidValidity(username: string): Promise<void>;
  /** Dovecot's log so far (logins, and per session the header and body bytes it served). */
  readLog(): Promise<string>;
  /** Stops Dovecot and removes every file of the instance. */
  close(): Promise<void>;
}

/** Names that fit a passwd-file line and a directory name. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._@+-]*$/;
const INDEX_FILES = [
  'dovecot-uidlist',
  'dovecot.index',
  'dovecot.index.log',
  'dovecot.index.cache',
];

function checkUsers(users: readonly DovecotUser[]): void {
  for (const { username, password } of users) {
    if (!SAFE_NAME.test(username) || !SAFE_NAME.test(password)) {
      throw new Error(`Test user names and passwords must match ${SAFE_NAME}`);
    }
  }
}

/**
 * Starts a real Dovecot (`dovecot -F -c <private config>`) on 127.0.0.1 with the given users and
 * their INBOX messages written straight into maildirs. No system service or global configuration
 * is used; `close()` leaves nothing behind. Throws when Dovecot is not installed: check
 * {@link findDovecotBinary} first to skip instead.
 */
export async function startDovecot(options: StartDovecotOptions): Promise<RunningDovecot> {
  const binary = findDovecotBinary();
  if (!binary) throw new Error('dovecot is not installed (apt-get install dovecot-imapd)');
  checkUsers(options.users);
  const runAs = resolveRunAs();
  const messageCount = options.users.reduce((sum, user) => sum + (user.messages?.length ?? 0), 0);
  const root = await mkdtemp(join(chooseParentDirectory(messageCount), 'reclaim-dovecot-'));
  try {
    const port = options.port ?? (await findFreePort());
    const tlsPort = options.tls ? await findFreePort() : null;
    const capabilities = options.capabilities ?? 'full';
    await writeInstanceFiles({
      root,
      runAs,
      port,
      tlsPort,
      capabilities,
      users: options.users,
      ...(options.sentFolder !== undefined && { sentFolder: options.sentFolder }),
    });

    const child = spawn(binary, ['-F', '-c', join(root, 'dovecot.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      ...(runAs.isSwitched && { uid: runAs.uid, gid: runAs.gid }),
    });
    // If the test process ends without close(), the server must not outlive it.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    const readLog = () => readFile(join(root, 'dovecot.log'), 'utf8').catch(() => '');
    const stop = async () => {
      await stopProcess(child);
      process.off('exit', killOnExit);
    };
    try {
      await waitForImapGreeting(child, port);
    } catch (error) {
      const log = await readLog();
      await stop();
      throw new Error(`${(error as Error).message}\n${log}`);
    }

    const nextSequence = new Map(options.users.map((u) => [u.username, u.messages?.length ?? 0]));
    return {
      host: '127.0.0.1',
      port,
      tlsPort,
      directory: root,
      async addMessages(username, messages) {
        const first = nextSequence.get(username) ?? 0;
        nextSequence.set(username, first + messages.length);
        await writeMaildirMessages(maildirOf(root, username), messages, first);
      },
      async resetUidValidity(username) {
        const files = INDEX_FILES.map((name) => join(maildirOf(root, username), name));
        await Promise.all(files.map((path) => rm(path, { force: true })));
      },
      readLog,
      async close() {
        await stop();
        // The login processes hold the listeners a moment longer than the master lives.
        await Promise.all([port, tlsPort ?? port].map((open) => waitForPortClosed(open)));
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
