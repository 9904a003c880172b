import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { describe, expect, it } from 'vitest';
import { ReconnectRequiredError, type MailboxAccess, type OutgoingMessage } from '../provider';
import { createImapProvider } from './imap.provider';
import { smtpOptionsFor, type MailTransportFactory } from './smtp-send';

const ACCESS: MailboxAccess = {
  address: 'ada@yahoo.com',
  credentials: { kind: 'password', username: 'ada@yahoo.com', password: 'app-password' },
  settings: {},
};
/** Dials hosts by name, so these tests never resolve one; the transports below never connect. */
const NO_LOOKUP = { allowPrivateHosts: true };
const REQUEST: OutgoingMessage = {
  to: 'privacy@shop.example',
  subject: 'Request to delete my personal data',
  html: '<p>Please delete my data.</p>',
  messageId: '<request-42@reclaim.test>',
};

/**
 * No SMTP server runs in the tests: nodemailer's stream transport builds the exact message SMTP
 * would carry, and the factory records the SMTP settings it was given.
 */
function capturingTransport() {
  const sent: string[] = [];
  const settings: SMTPTransport.Options[] = [];
  const factory: MailTransportFactory = (options) => {
    settings.push(options);
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    return {
      async sendMail(mail) {
        const info = await stream.sendMail(mail);
        sent.push((info.message as Buffer).toString());
        return info;
      },
      close: () => stream.close(),
    };
  };
  return { factory, sent, settings };
}

describe('sending from an IMAP mailbox', () => {
  it('sends from the person’s address with our Message-ID and returns it', async () => {
    const { factory, sent } = capturingTransport();
    const provider = createImapProvider({ policy: NO_LOOKUP, createTransport: factory });

    const result = await provider.send(ACCESS, REQUEST);

    expect(result).toEqual({ providerMessageId: '<request-42@reclaim.test>' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^From: ada@yahoo\.com$/m);
    expect(sent[0]).toMatch(/^To: privacy@shop\.example$/m);
    expect(sent[0]).toMatch(/^Subject: Request to delete my personal data$/m);
    expect(sent[0]).toMatch(/^Message-ID: <request-42@reclaim\.test>$/m);
    expect(sent[0]).toContain('<p>Please delete my data.</p>');
  });

  it('logs in to the preset’s SMTP server with the IMAP credentials', async () => {
    const { factory, settings } = capturingTransport();
    await createImapProvider({ policy: NO_LOOKUP, createTransport: factory }).send(ACCESS, REQUEST);

    expect(settings[0]).toMatchObject({
      host: 'smtp.mail.yahoo.com',
      port: 465,
      secure: true,
      auth: { user: 'ada@yahoo.com', pass: 'app-password' },
    });
  });

  it('dials the address it checked, and checks the certificate against the server name', async () => {
    const { factory, settings } = capturingTransport();
    const lookup = async () => [{ address: '98.136.96.77', family: 4 }];
    const provider = createImapProvider({
      policy: { allowPrivateHosts: false, lookup },
      createTransport: factory,
    });
    await provider.send(ACCESS, REQUEST);

    expect(settings[0]).toMatchObject({
      host: '98.136.96.77',
      tls: { servername: 'smtp.mail.yahoo.com' },
    });
  });

  it('refuses an SMTP server on a private network before opening any connection', async () => {
    const { factory, settings } = capturingTransport();
    const lookup = async () => [{ address: '192.168.1.20', family: 4 }];
    const provider = createImapProvider({
      policy: { allowPrivateHosts: false, lookup },
      createTransport: factory,
    });
    await expect(provider.send(ACCESS, REQUEST)).rejects.toMatchObject({
      name: 'ImapConnectError',
      reason: 'private',
    });
    expect(settings).toEqual([]);
  });

  it('insists on STARTTLS on a plain port off loopback', () => {
    const icloud = { ...ACCESS, address: 'ada@icloud.com' };
    expect(smtpOptionsFor(icloud)).toMatchObject({ port: 587, secure: false, requireTLS: true });
    const local = { ...ACCESS, settings: { smtpHost: '127.0.0.1', smtpPort: 2525 } };
    expect(smtpOptionsFor(local)).toMatchObject({
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
    });
  });

  it('asks for a new connection when the SMTP server refuses the password', async () => {
    const provider = createImapProvider({
      policy: NO_LOOKUP,
      createTransport: () => ({
        sendMail: () =>
          Promise.reject(Object.assign(new Error('Invalid login'), { code: 'EAUTH' })),
        close: () => undefined,
      }),
    });
    await expect(provider.send(ACCESS, REQUEST)).rejects.toBeInstanceOf(ReconnectRequiredError);
  });

  it('needs a password to send', async () => {
    const provider = createImapProvider({
      policy: NO_LOOKUP,
      createTransport: capturingTransport().factory,
    });
    const access: MailboxAccess = { ...ACCESS, credentials: { kind: 'none' } };
    await expect(provider.send(access, REQUEST)).rejects.toBeInstanceOf(ReconnectRequiredError);
  });
});
