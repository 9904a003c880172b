import type { RunAs } from './dovecot-binary.js';

/**
 * What the server advertises after login. `full` is Dovecot's own list (CONDSTORE, ESEARCH, …);
 * `basic` is plain IMAP4rev1, like providers that offer neither, so the fallbacks get exercised.
 */
export type DovecotCapabilities = 'full' | 'basic';

export interface DovecotConfigInput {
  /** The private directory that holds everything of this instance. */
  root: string;
  port: number;
  /** Port of the TLS listener, or null for none. */
  tlsPort: number | null;
  runAs: RunAs;
  capabilities: DovecotCapabilities;
  /** A mailbox every user has, marked `\Sent` by SPECIAL-USE; none when absent. */
  sentFolder?: string;
  /** Turns on the quota plugin, for users with a `quota_rule` of their own. */
  hasQuotas?: boolean;
}

const BASIC_CAPABILITIES = 'IMAP4rev1 LITERAL+ SASL-IR ID ENABLE IDLE UIDPLUS NAMESPACE UNSELECT';

/**
 * A complete Dovecot 2.3 configuration that touches nothing outside `root`: its own run and state
 * directories, a passwd-file of test users, maildirs under `root/home`, and listeners on
 * 127.0.0.1 only. Every process runs as `runAs` without chroot, which is how Dovecot runs
 * unprivileged. Plaintext login is allowed because nothing leaves loopback.
 */
export function renderDovecotConfig(input: DovecotConfigInput): string {
  const { root, port, tlsPort, runAs } = input;
  const passwdFile = `${root}/users`;
  const lines = [
    `base_dir = ${root}/run`,
    `state_dir = ${root}/state`,
    `instance_name = reclaim-dovecot-${port}`,
    `log_path = ${root}/dovecot.log`,
    'protocols = imap',
    'listen = 127.0.0.1',
    `default_internal_user = ${runAs.user}`,
    `default_internal_group = ${runAs.group}`,
    `default_login_user = ${runAs.user}`,
    `first_valid_uid = ${runAs.uid}`,
    `last_valid_uid = ${runAs.uid}`,
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // Dovecot slows down failed logins against guessing; tests fail logins on purpose.
    'auth_failure_delay = 0',
    'mail_location = maildir:~/Maildir',
    // Test mailboxes are thrown away afterwards; skipping fsync keeps large ones quick to index.
    'mail_fsync = never',
    ...(tlsPort === null
      ? ['ssl = no']
      : ['ssl = yes', `ssl_cert = <${root}/tls/cert.pem`, `ssl_key = <${root}/tls/key.pem`]),
    ...(input.capabilities === 'basic' ? [`imap_capability = ${BASIC_CAPABILITIES}`] : []),
    ...(input.sentFolder === undefined ? [] : sentFolderLines(input.sentFolder)),
    // `count` needs no file of its own; the limits come from each user's quota_rule.
    ...(input.hasQuotas
      ? [
          'mail_plugins = $mail_plugins quota',
          'protocol imap {',
          '  mail_plugins = $mail_plugins imap_quota',
          '}',
          'plugin {',
          '  quota = count:User quota',
          '  quota_vsizes = yes',
          '}',
        ]
      : []),
    'passdb {',
    '  driver = passwd-file',
    `  args = scheme=PLAIN username_format=%u ${passwdFile}`,
    '}',
    'userdb {',
    '  driver = passwd-file',
    `  args = username_format=%u ${passwdFile}`,
    '}',
    'service anvil {',
    '  chroot =',
    '}',
    'service imap-login {',
    '  chroot =',
    '  inet_listener imap {',
    '    address = 127.0.0.1',
    `    port = ${port}`,
    '  }',
    '  inet_listener imaps {',
    '    address = 127.0.0.1',
    `    port = ${tlsPort ?? 0}`,
    '    ssl = yes',
    '  }',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** The INBOX namespace, made explicit so it can declare a Sent folder that Dovecot creates. */
function sentFolderLines(name: string): string[] {
  if (!/^[\w -]+$/.test(name)) throw new Error(`Unsupported Sent folder name: ${name}`);
  return [
    'namespace inbox {',
    '  inbox = yes',
    `  mailbox "${name}" {`,
    '    special_use = \\Sent',
    '    auto = create',
    '  }',
    '}',
  ];
}

/**
 * One passwd-file line; the password is stored as plain text, which only a test server may do.
 * A quota in kilobytes becomes the user's own quota rule.
 */
export function renderPasswdLine(
  username: string,
  password: string,
  root: string,
  runAs: RunAs,
  quotaKilobytes?: number,
) {
  const extra =
    quotaKilobytes === undefined ? '' : `userdb_quota_rule=*:storage=${quotaKilobytes}k`;
  return `${username}:{PLAIN}${password}:${runAs.uid}:${runAs.gid}::${root}/home/${username}::${extra}\n`;
}
