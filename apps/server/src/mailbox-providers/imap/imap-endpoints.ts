import { presetForAddress } from './imap-presets';
import type { MailboxSettings } from '../provider';
import { ImapConnectError } from './imap-errors';
import { imapSettingsOf } from './imap-settings';

/** One server to talk to. */
export interface MailEndpoint {
  host: string;
  port: number;
  /** TLS from the first byte; otherwise STARTTLS, which is required off loopback. */
  secure: boolean;
}

const IMPLICIT_TLS_IMAP_PORT = 993;
const IMPLICIT_TLS_SMTP_PORT = 465;

/**
 * Loopback only: a local bridge or test server, where nothing crosses a network. Everywhere else
 * a password is only sent over TLS.
 */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

interface TypedServer {
  host: string | undefined;
  port: number | undefined;
  secure: boolean | undefined;
}

/**
 * A server the person typed wins over the preset; a port they typed decides TLS unless they said
 * so: implicit TLS on the standard TLS port, STARTTLS on any other.
 */
function resolveEndpoint(
  typed: TypedServer,
  preset: MailEndpoint | null,
  implicitTlsPort: number,
): MailEndpoint | null {
  if (!typed.host) {
    return (
      preset && {
        ...preset,
        ...(typed.port !== undefined && { port: typed.port }),
        ...(typed.secure !== undefined && { secure: typed.secure }),
      }
    );
  }
  const port = typed.port ?? implicitTlsPort;
  return { host: typed.host, port, secure: typed.secure ?? port === implicitTlsPort };
}

/** The IMAP server: the connection's own settings first, then the preset for the address. */
export function resolveImapEndpoint(stored: MailboxSettings, address: string): MailEndpoint {
  const settings = imapSettingsOf(stored);
  const preset = presetForAddress(address).server;
  const endpoint = resolveEndpoint(
    { host: settings.imapHost, port: settings.imapPort, secure: settings.imapSecure },
    preset && { host: preset.imapHost, port: preset.imapPort, secure: preset.imapSecure },
    IMPLICIT_TLS_IMAP_PORT,
  );
  if (!endpoint) {
    throw new ImapConnectError(
      'host',
      'Enter the IMAP server of your mail service, for example imap.example.com.',
    );
  }
  return endpoint;
}

/** The SMTP server for sending from the same mailbox, found the same way. */
export function resolveSmtpEndpoint(stored: MailboxSettings, address: string): MailEndpoint {
  const settings = imapSettingsOf(stored);
  const preset = presetForAddress(address).server;
  const endpoint = resolveEndpoint(
    { host: settings.smtpHost, port: settings.smtpPort, secure: settings.smtpSecure },
    preset && { host: preset.smtpHost, port: preset.smtpPort, secure: preset.smtpSecure },
    IMPLICIT_TLS_SMTP_PORT,
  );
  if (!endpoint) {
    throw new ImapConnectError(
      'host',
      'Enter the SMTP server of your mail service, for example smtp.example.com.',
    );
  }
  return endpoint;
}
