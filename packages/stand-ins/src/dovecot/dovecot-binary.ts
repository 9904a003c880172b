import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { delimiter, join } from 'node:path';

/** The account every Dovecot process of a test instance runs as. */
export interface RunAs {
  user: string;
  group: string;
  uid: number;
  gid: number;
  /** True when the tests run as root and Dovecot has to be started as this other account. */
  isSwitched: boolean;
}

/** Printed by test files that skip their Dovecot tests. */
export const DOVECOT_MISSING =
  'dovecot is not installed, so the tests against a real IMAP server are skipped ' +
  '(apt-get install dovecot-imapd, or set DOVECOT_BINARY).';

const SYSTEM_DIRECTORIES = ['/usr/sbin', '/usr/local/sbin', '/sbin'];
/** The unprivileged account Dovecot runs as when the tests run as root (Dovecot refuses UID 0). */
const UNPRIVILEGED_USER = 'nobody';

/** The `dovecot` executable (`DOVECOT_BINARY`, else the PATH and sbin), or null when not installed. */
export function findDovecotBinary(): string | null {
  const fromEnvironment = process.env.DOVECOT_BINARY;
  const candidates = fromEnvironment
    ? [fromEnvironment]
    : [...(process.env.PATH ?? '').split(delimiter), ...SYSTEM_DIRECTORIES]
        .filter(Boolean)
        .map((directory) => join(directory, 'dovecot'));
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `2.3.19.1 (9b53102964)`, as `dovecot --version` prints it. */
export function readDovecotVersion(binary: string): string {
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}

function readDatabase(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(':'));
}

function groupName(gid: number): string {
  const entry = readDatabase('/etc/group').find((fields) => Number(fields[2]) === gid);
  if (!entry?.[0]) throw new Error(`No group with id ${gid} in /etc/group`);
  return entry[0];
}

/** The current account, or `nobody` when running as root. */
export function resolveRunAs(): RunAs {
  const current = userInfo();
  if (current.uid !== 0) {
    return {
      user: current.username,
      group: groupName(current.gid),
      uid: current.uid,
      gid: current.gid,
      isSwitched: false,
    };
  }
  const entry = readDatabase('/etc/passwd').find((fields) => fields[0] === UNPRIVILEGED_USER);
  if (!entry) throw new Error(`No ${UNPRIVILEGED_USER} account in /etc/passwd`);
  const uid = Number(entry[2]);
  const gid = Number(entry[3]);
  return { user: UNPRIVILEGED_USER, group: groupName(gid), uid, gid, isSwitched: true };
}
