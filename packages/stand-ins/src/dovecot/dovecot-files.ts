import { accessSync, constants, statfsSync } from 'node:fs';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunAs } from './dovecot-binary.js';
import {
  renderDovecotConfig,
  renderPasswdLine,
  type DovecotCapabilities,
} from './dovecot-config.js';
import type { ImapTestMessage } from './generate-imap-messages.js';
import { createMaildir, writeMaildirMessages } from './maildir-writer.js';
import { writeSelfSignedCertificate } from '../tls/self-signed.js';

/** Everything an instance needs on disk before Dovecot starts. */
export interface InstanceFiles {
  root: string;
  runAs: RunAs;
  port: number;
  tlsPort: number | null;
  capabilities: DovecotCapabilities;
  sentFolder?: string;
  users: readonly {
    username: string;
    password: string;
    messages?: readonly ImapTestMessage[];
    quotaKilobytes?: number;
  }[];
}

const SHARED_MEMORY = '/dev/shm';
/** Room a message takes with Dovecot's index and cache entries, with a margin. */
const BYTES_PER_MESSAGE = 16 * 1024;
const TMPFS_RESERVE = 64 * 1024 * 1024;

/**
 * tmpfs when it has room (Docker gives /dev/shm only 64 MB): tens of thousands of small files are
 * written and indexed several times faster in memory than on a busy disk.
 */
export function chooseParentDirectory(messageCount: number): string {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(SHARED_MEMORY);
    if (bavail * bsize > TMPFS_RESERVE + messageCount * BYTES_PER_MESSAGE) return SHARED_MEMORY;
  } catch {
    // No usable tmpfs: the ordinary temporary directory works, only slower.
  }
  return tmpdir();
}

/** The maildir that holds a user's INBOX. */
export const maildirOf = (root: string, username: string) =>
  join(root, 'home', username, 'Maildir');

/** Hands files of the instance (relative to `root`) to the account Dovecot runs as, if not us. */
async function chownAll(root: string, paths: string[], runAs: RunAs): Promise<void> {
  if (!runAs.isSwitched) return;
  for (const path of paths) await chown(join(root, path), runAs.uid, runAs.gid);
}

/**
 * Writes the configuration, the passwd-file, each user's maildir with their messages and, for
 * TLS, a self-signed certificate, all under `root` and readable by the account Dovecot runs as.
 */
export async function writeInstanceFiles(files: InstanceFiles): Promise<void> {
  const { root, runAs, port, tlsPort, capabilities } = files;
  for (const directory of ['run', 'state', 'home']) await mkdir(join(root, directory));
  await chownAll(root, ['.', 'run', 'state', 'home'], runAs);

  let passwd = '';
  for (const { username, password, messages = [], quotaKilobytes } of files.users) {
    passwd += renderPasswdLine(username, password, root, runAs, quotaKilobytes);
    await mkdir(join(root, 'home', username));
    await chownAll(root, [join('home', username)], runAs);
    await createMaildir(maildirOf(root, username), runAs.isSwitched ? runAs : null);
    await writeMaildirMessages(maildirOf(root, username), messages, 0);
  }
  await writeFile(join(root, 'users'), passwd, { mode: 0o600 });

  if (tlsPort !== null) await writeSelfSignedCertificate(join(root, 'tls'));
  const config = renderDovecotConfig({
    root,
    port,
    tlsPort,
    runAs,
    capabilities,
    ...(files.sentFolder !== undefined && { sentFolder: files.sentFolder }),
    hasQuotas: files.users.some((user) => user.quotaKilobytes !== undefined),
  });
  await writeFile(join(root, 'dovecot.conf'), config);
  const tlsFiles = tlsPort !== null ? ['tls', 'tls/key.pem', 'tls/cert.pem'] : [];
  await chownAll(root, ['users', 'dovecot.conf', ...tlsFiles], runAs);
}
