/**
 * Why an IMAP or SMTP server could not be used: a wrong password, an unknown host, a TLS failure,
 * a host on a private network Reclaim will not connect to. The message is meant for the person.
 */
export class ImapConnectError extends Error {
  constructor(
    readonly reason:
      | 'auth'
      | 'host'
      | 'tls'
      | 'timeout'
      | 'protocol'
      | 'private'
      | 'port'
      /** The SMTP server asked for no login, so it would relay anyone's mail. */
      | 'no-login',
    message: string,
  ) {
    super(message);
    this.name = 'ImapConnectError';
  }
}

/** What a failed IMAP connection can mean; the rest is decided before connecting, or is SMTP's. */
type ConnectFailure = Exclude<ImapConnectError['reason'], 'private' | 'port' | 'no-login'>;

/** What imapflow and Node put on a failed connection. */
interface ConnectionErrorShape {
  code?: unknown;
  authenticationFailed?: unknown;
  tlsFailed?: unknown;
}

const HOST_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);
const TIMEOUT_CODES = new Set([
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'ETIMEDOUT',
  'ETIMEOUT',
]);
const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
]);

/** Sorts a failed connect or login into what the person can do about it. */
export function classifyConnectFailure(error: unknown): ConnectFailure {
  const { code, authenticationFailed, tlsFailed } = (error ?? {}) as ConnectionErrorShape;
  const text = typeof code === 'string' ? code : '';
  if (authenticationFailed === true) return 'auth';
  if (HOST_CODES.has(text)) return 'host';
  if (TIMEOUT_CODES.has(text)) return 'timeout';
  if (tlsFailed === true || CERTIFICATE_CODES.has(text) || /^ERR_(?:SSL|TLS)_/.test(text)) {
    return 'tls';
  }
  return 'protocol';
}

function describe(reason: ConnectFailure, host: string, error: unknown): string {
  switch (reason) {
    case 'auth':
      return (
        'The mail server refused the user name or password. ' +
        'For Yahoo, iCloud, Fastmail and AOL use an app password.'
      );
    case 'host':
      return `Could not reach the mail server ${host}. Check the server name and port.`;
    case 'timeout':
      return `The mail server ${host} did not answer in time. Check the port, or try again later.`;
    case 'tls':
      return CERTIFICATE_CODES.has(String((error as ConnectionErrorShape).code))
        ? `The security certificate of ${host} is not valid, so Reclaim did not send your password.`
        : `Could not open a secure connection to ${host}. Check the port and the SSL/TLS setting.`;
    case 'protocol':
      return `The mail server ${host} did not answer like an IMAP server. Check the server name and port.`;
  }
}

/** The error a person sees at connect time, keeping the original as `cause` for the logs. */
export function toImapConnectError(error: unknown, host: string): ImapConnectError {
  if (error instanceof ImapConnectError) return error;
  const reason = classifyConnectFailure(error);
  const mapped = new ImapConnectError(reason, describe(reason, host, error));
  mapped.cause = error;
  return mapped;
}

/** Answers to AUTH that mean the server has no login to offer (unknown or refused command). */
const NO_LOGIN_REPLIES = new Set([500, 502, 503, 504]);

/** What nodemailer puts on a failed SMTP connection or login. */
interface SmtpErrorShape {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * An SMTP connection or login that failed, sorted like an IMAP one; a server that takes no login
 * at all is `no-login` (Reclaim forces the login, so such a server never relays a letter).
 */
export function toSmtpConnectError(error: unknown, host: string): ImapConnectError {
  if (error instanceof ImapConnectError) return error;
  const { code, responseCode } = (error ?? {}) as SmtpErrorShape;
  if (code !== 'EAUTH' && code !== 'ENOAUTH') return toImapConnectError(error, host);
  const isRefusedLogin = typeof responseCode === 'number' && !NO_LOGIN_REPLIES.has(responseCode);
  const mapped = isRefusedLogin
    ? new ImapConnectError('auth', describe('auth', host, error))
    : new ImapConnectError(
        'no-login',
        `The SMTP server ${host} did not ask for your login. Reclaim sends only through a ` +
          'server that checks it: enter the SMTP server of your mail service.',
      );
  mapped.cause = error;
  return mapped;
}
