import type { MailHostPolicy } from '../src/mailbox-providers/imap/mail-host-guard';

/**
 * The host policy of tests whose Dovecot and SMTP servers listen on free high ports of loopback:
 * private hosts and those ports allowed, as the operator settings `IMAP_ALLOW_PRIVATE_HOSTS` and
 * `IMAP_ALLOW_PORTS` allow them. The server's own default allows neither.
 */
export const LOOPBACK_MAIL_POLICY: MailHostPolicy = {
  allowPrivateHosts: true,
  extraPorts: [{ from: 1024, to: 65_535 }],
};

/** The same, as the environment of a test app. */
export const LOOPBACK_MAIL_ENV = {
  IMAP_ALLOW_PRIVATE_HOSTS: 'true',
  IMAP_ALLOW_PORTS: '1024-65535',
} as const;
