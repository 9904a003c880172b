import { setTimeout as sleep } from 'node:timers/promises';
import {
  loginConnector,
  MailboxConnectError,
  type FormConnector,
  type MailboxAccess,
  type MailboxSettings,
} from '../provider';
import { resolveImapEndpoint, resolveSmtpEndpoint, type MailEndpoint } from './imap-endpoints';
import { ImapConnectError } from './imap-errors';
import { IMAP_LOGIN_FORM, imapLoginSchema, type ImapLogin } from './imap-login';
import { presetForAddress, type ImapPreset } from './imap-presets';
import type { ImapProviderOptions } from './imap.provider';
import {
  guardEndpoint,
  requireAllowedPort,
  requirePublicAddressLiteral,
  type MailHostPolicy,
  type MailServerKind,
} from './mail-host-guard';
import { verifySmtpLogin } from './smtp-send';
import { verifyLogin } from './verify-login';
import { passwordOf } from './password-credentials';

/** How long the IMAP and SMTP logins of a connect may take together. */
export const DEFAULT_CONNECT_CHECK_MS = 15_000;

/**
 * Every failure but a refused login gets these words, this reason and this field, and comes no
 * sooner than the check's time is up: a closed port, a service that is not a mail server, a TLS
 * failure, a name that does not resolve and a silent server cannot be told apart, so the form
 * maps nothing of anyone's network (decision 46).
 */
export const CONNECT_FAILED = {
  reasonCode: 'ConnectionFailed',
  message:
    'Reclaim could not log in to your mail server. Check the server names, the ports and the ' +
    'SSL/TLS setting, then try again.',
  field: 'login',
} as const;

/**
 * Connects an IMAP mailbox with the mail-server form: the service is told by the address (a
 * preset), or by the servers the person typed. The IMAP login and the SMTP login (the same one
 * sends) are tried before anything is kept. The grant does not prove the address: a server the
 * person chose took the login, which says nothing about whose address it is.
 */
export function createImapConnector(options: ImapProviderOptions): FormConnector {
  // The form asks for both servers for an address no preset knows; `loginConnector` requires them.
  return loginConnector(IMAP_LOGIN_FORM, imapLoginSchema, {
    checkInput(address, login) {
      const servers = serversOf(login);
      checkServer(resolveImapEndpoint(servers, address), 'imap', options.policy);
      checkServer(resolveSmtpEndpoint(servers, address), 'smtp', options.policy);
    },
    async verifyLogin(address, login) {
      const preset = presetForAddress(address);
      const access: MailboxAccess = {
        address,
        credentials: { kind: 'password', username: address, password: login.password },
        settings: serversOf(login),
      };
      const budgetMs = options.connectCheckMs ?? DEFAULT_CONNECT_CHECK_MS;
      const started = Date.now();
      try {
        await checkLogins(access, options.policy, budgetMs);
      } catch (error) {
        if (!(error instanceof ImapConnectError)) throw error;
        const failure = connectFailure(error, preset);
        if (failure.reasonCode === CONNECT_FAILED.reasonCode) {
          // A closed port answers at once, a silent one at the deadline: both answer then.
          await sleep(Math.max(0, started + budgetMs - Date.now()));
        }
        throw failure;
      }
      // `preset` names the service in the connection list (Yahoo) without reading the address.
      return {
        address,
        credentials: access.credentials,
        settings: { ...access.settings, preset: preset.id },
        canSend: true,
        isAddressProven: false,
      };
    },
  });
}

/** The servers of a login, without its password: what the connection keeps in `settings`. */
function serversOf({ imapHost, imapPort, imapSecure, smtpHost, smtpPort, smtpSecure }: ImapLogin) {
  const servers: MailboxSettings = {
    imapHost,
    imapPort,
    imapSecure,
    smtpHost,
    smtpPort,
    smtpSecure,
  };
  // Only what was typed: the settings of a preset's service stay empty.
  return Object.fromEntries(Object.entries(servers).filter(([, value]) => value !== undefined));
}

/**
 * What can be refused from the input alone, before any attempt is counted and without resolving
 * or connecting anything: a port that is not a mail port, an address on a private network.
 */
function checkServer(endpoint: MailEndpoint, kind: MailServerKind, policy: MailHostPolicy) {
  try {
    requireAllowedPort(endpoint.port, kind, policy);
  } catch (error) {
    const { message } = error as ImapConnectError;
    throw new MailboxConnectError('PortNotAllowed', message, `login.${kind}Port`, message);
  }
  try {
    requirePublicAddressLiteral(endpoint.host, policy);
  } catch (error) {
    const { message } = error as ImapConnectError;
    throw new MailboxConnectError('HostNotAllowed', message, `login.${kind}Host`, message);
  }
}

/**
 * Logs in at the IMAP server, then at the SMTP server, within `budgetMs` in all. The SMTP server
 * is checked against the host policy first, so a refused one never gets the IMAP password sent.
 */
async function checkLogins(access: MailboxAccess, policy: MailHostPolicy, budgetMs: number) {
  const deadline = Date.now() + budgetMs;
  const left = () => Math.max(1, deadline - Date.now());
  const { username, password } = passwordOf(access);
  await guardEndpoint(resolveSmtpEndpoint(access.settings, access.address), 'smtp', policy);
  await verifyLogin(access.settings, username, password, { ...policy, timeoutMs: left() });
  await beforeDeadline(verifySmtpLogin(access, { policy, timeoutMs: left() }), left());
}

/** `work`, or a timeout once `ms` have passed; the work winds down on its own timeouts. */
async function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ImapConnectError('timeout', 'Timed out')), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A refused login in words the person can act on (Yahoo and the like want an app password); a
 * server that asks for no login is refused as such. Everything else is {@link CONNECT_FAILED}.
 */
function connectFailure(error: ImapConnectError, preset: ImapPreset) {
  const failure =
    error.reason === 'auth'
      ? new MailboxConnectError(
          'AuthenticationFailed',
          refusedLoginMessage(error, preset),
          'login.password',
          error.message,
        )
      : error.reason === 'no-login'
        ? new MailboxConnectError('SmtpLoginMissing', error.message, 'login.smtpHost')
        : new MailboxConnectError(
            CONNECT_FAILED.reasonCode,
            CONNECT_FAILED.message,
            CONNECT_FAILED.field,
          );
  failure.cause = error;
  return failure;
}

function refusedLoginMessage(error: ImapConnectError, preset: ImapPreset) {
  if (!preset.needsAppPassword) return error.message;
  return (
    `${preset.label} did not accept this address and password. ${preset.label} needs an ` +
    'app password, not your usual password: create one in your account security settings' +
    `${preset.appPasswordUrl ? ` (${preset.appPasswordUrl})` : ''} and enter it here.`
  );
}
