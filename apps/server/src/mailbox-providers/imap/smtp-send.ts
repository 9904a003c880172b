import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { ReconnectRequiredError, type MailboxAccess } from '../provider';
import { isLoopbackHost, resolveSmtpEndpoint } from './imap-endpoints';
import { toSmtpConnectError } from './imap-errors';
import { guardEndpoint, reconnectWhenPortRefused, type MailHostPolicy } from './mail-host-guard';
import { passwordOf } from './password-credentials';

/** The part of a nodemailer transport that sending needs. */
export interface MailTransport {
  sendMail(mail: Mail.Options): Promise<unknown>;
  close(): void;
}

/** Builds the transport for one send; tests hand in a stream or JSON transport instead of SMTP. */
export type MailTransportFactory = (options: SMTPTransport.Options) => MailTransport;

export const createSmtpTransport: MailTransportFactory = (options) =>
  nodemailer.createTransport(options);

/**
 * SMTP settings for sending as the mailbox owner, with the IMAP login's user name and password.
 * The login is forced: nodemailer would otherwise skip it on a server that offers none, and such
 * a server relays mail in anyone's name.
 */
export function smtpOptionsFor(
  access: MailboxAccess,
): SMTPTransport.Options & { host: string; port: number } {
  const { username, password } = passwordOf(access);
  const { host, port, secure } = resolveSmtpEndpoint(access.settings, access.address);
  const isLoopback = isLoopbackHost(host);
  return {
    host,
    // The certificate is checked against the name the person gave, also when dialing its address.
    ...(isIP(host) === 0 && { tls: { servername: host } }),
    port,
    secure,
    // As for IMAP: off loopback the password is only sent once STARTTLS succeeded.
    requireTLS: !secure && !isLoopback,
    ignoreTLS: !secure && isLoopback,
    auth: { user: username, pass: password },
    forceAuth: true,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  };
}

/** An e-mail ready for SMTP: its recipient and its RFC 822 text, Message-ID included. */
export interface SmtpMail {
  to: string;
  raw: Buffer;
}

/**
 * Sends `mail` from the person's own address through their provider's SMTP server, exactly as
 * composed, so the copy filed in Sent afterwards is the same message.
 */
export async function sendWithSmtp(
  access: MailboxAccess,
  mail: SmtpMail,
  options: { policy: MailHostPolicy; createTransport?: MailTransportFactory },
): Promise<void> {
  const smtpOptions = smtpOptionsFor(access);
  const dialAddress = await guardEndpoint(smtpOptions, 'smtp', options.policy).catch(
    reconnectWhenPortRefused,
  );
  const createTransport = options.createTransport ?? createSmtpTransport;
  const transport = createTransport({ ...smtpOptions, host: dialAddress });
  try {
    await transport.sendMail({ envelope: { from: access.address, to: [mail.to] }, raw: mail.raw });
  } catch (error) {
    const { code } = error as { code?: unknown };
    if (code === 'EAUTH' || code === 'ENOAUTH') {
      throw new ReconnectRequiredError(
        toSmtpConnectError(error, smtpOptions.host).reason === 'no-login'
          ? 'The SMTP server no longer asks for a login, so Reclaim did not send through it. ' +
              'Connect the mailbox again with the SMTP server of your mail service.'
          : 'The mail server no longer accepts the saved password. Connect the mailbox again.',
      );
    }
    throw error;
  } finally {
    transport.close();
  }
}

/**
 * Checks at connect time that the SMTP server takes the login (connect, STARTTLS or TLS, AUTH,
 * QUIT; nothing is sent), within `timeoutMs`. A server that offers no login is refused
 * (`no-login`), as is a refused login (`auth`); anything else is an {@link ImapConnectError}
 * like an IMAP server's.
 */
export async function verifySmtpLogin(
  access: MailboxAccess,
  options: { policy: MailHostPolicy; timeoutMs: number },
): Promise<void> {
  const smtpOptions = smtpOptionsFor(access);
  const dialAddress = await guardEndpoint(smtpOptions, 'smtp', options.policy);
  const transport = nodemailer.createTransport({
    ...smtpOptions,
    host: dialAddress,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  try {
    await transport.verify();
  } catch (error) {
    throw toSmtpConnectError(error, smtpOptions.host);
  } finally {
    transport.close();
  }
}
