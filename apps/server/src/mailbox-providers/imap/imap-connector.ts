import { presetForAddress, type ImapPreset } from '@reclaim/contract';
import { MailboxConnectError, type FormConnector, type MailboxCredentials } from '../provider';
import { resolveSmtpEndpoint } from './imap-endpoints';
import { ImapConnectError } from './imap-errors';
import type { ImapProviderOptions } from './imap.provider';
import { dialAddressFor } from './mail-host-guard';
import { verifyLogin } from './verify-login';

/** The spec's `reasonCode` of each way a login can fail. */
const REASON_CODES: Record<ImapConnectError['reason'], string> = {
  auth: 'AuthenticationFailed',
  host: 'HostNotFound',
  tls: 'TlsFailed',
  timeout: 'ConnectionFailed',
  protocol: 'ConnectionFailed',
  private: 'HostNotAllowed',
};

/**
 * Connects an IMAP mailbox with the mail-server form: the service is told by the address (a
 * preset), or by the servers the person typed. The login is tried at the server before anything
 * is kept; the same login sends (SMTP), so deletion requests can go out from the mailbox.
 */
export function createImapConnector(options: ImapProviderOptions): FormConnector {
  return {
    style: 'form',
    form: 'mail-server',
    checkInput(address, login) {
      if (presetForAddress(address).server) return;
      if (!login.imapHost) {
        throw required('login.imapHost', 'Enter the IMAP server of your mail service.');
      }
      if (!login.smtpHost) {
        throw required('login.smtpHost', 'Enter the SMTP server of your mail service.');
      }
    },
    async verifyLogin(address, login) {
      const { password, ...servers } = login;
      const preset = presetForAddress(address);
      const credentials: MailboxCredentials = { kind: 'password', username: address, password };
      try {
        // Sending needs the SMTP server later: one the policy refuses is refused now, unconnected.
        await dialAddressFor(resolveSmtpEndpoint(servers, address).host, options.policy);
        await verifyLogin(servers, address, password, {
          ...options.policy,
          timeoutMs: options.timeouts?.loginMs,
        });
      } catch (error) {
        throw error instanceof ImapConnectError ? connectFailure(error, preset) : error;
      }
      // `preset` names the service in the connection list (Yahoo) without reading the address.
      return { address, credentials, settings: { ...servers, preset: preset.id }, canSend: true };
    },
  };
}

/** A refused login in words the person can act on; Yahoo and the like want an app password. */
function connectFailure(error: ImapConnectError, preset: ImapPreset) {
  const isAuth = error.reason === 'auth';
  const message =
    isAuth && preset.needsAppPassword
      ? `${preset.label} did not accept this address and password. ${preset.label} needs an ` +
        'app password, not your usual password: create one in your account security settings' +
        `${preset.appPasswordUrl ? ` (${preset.appPasswordUrl})` : ''} and enter it here.`
      : error.message;
  const failure = new MailboxConnectError(
    REASON_CODES[error.reason],
    message,
    isAuth ? 'login.password' : 'login',
    error.message,
  );
  failure.cause = error;
  return failure;
}

function required(field: string, message: string) {
  return new MailboxConnectError(undefined, message, field, 'Required');
}
