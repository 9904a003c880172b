import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';
import { startSmtpRecorder, type SmtpRecorder } from '#testing/smtp-recorder';
import { ReconnectRequiredError, type MailboxAccess, type OutgoingMessage } from '../provider';
import { composeOutgoingMessage } from '../shared/outgoing-mime';
import {
  sendWithSmtp,
  smtpOptionsFor,
  verifySmtpLogin,
  type MailTransportFactory,
} from './smtp-send';

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

/** The request as the provider hands it to SMTP. */
const mailOf = async (access: MailboxAccess = ACCESS) => ({
  to: REQUEST.to,
  raw: await composeOutgoingMessage(access.address, REQUEST),
});

/**
 * No SMTP server runs in the tests: nodemailer's stream transport builds the exact message SMTP
 * would carry, and the factory records the SMTP settings it was given.
 */
function capturingTransport() {
  const sent: string[] = [];
  const envelopes: unknown[] = [];
  const settings: SMTPTransport.Options[] = [];
  const factory: MailTransportFactory = (options) => {
    settings.push(options);
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    return {
      async sendMail(mail) {
        const info = await stream.sendMail(mail);
        sent.push((info.message as Buffer).toString());
        envelopes.push(info.envelope);
        return info;
      },
      close: () => stream.close(),
    };
  };
  return { factory, sent, envelopes, settings };
}

describe('sending from an IMAP mailbox', () => {
  it('sends the composed message from the person’s address, with our Message-ID', async () => {
    const { factory, sent, envelopes } = capturingTransport();
    const mail = await mailOf();

    await sendWithSmtp(ACCESS, mail, { policy: NO_LOOKUP, createTransport: factory });

    expect(sent).toEqual([mail.raw.toString()]);
    expect(envelopes).toEqual([{ from: 'ada@yahoo.com', to: ['privacy@shop.example'] }]);
    expect(sent[0]).toMatch(/^From: ada@yahoo\.com$/m);
    expect(sent[0]).toMatch(/^To: privacy@shop\.example$/m);
    expect(sent[0]).toMatch(/^Subject: Request to delete my personal data$/m);
    expect(sent[0]).toMatch(/^Message-ID: <request-42@reclaim\.test>$/m);
    expect(sent[0]).toContain('<p>Please delete my data.</p>');
    // With a plain-text part that reads as the letter does, for mail programs without HTML.
    expect(sent[0]).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(sent[0]).toMatch(
      /Content-Type: text\/plain; charset=utf-8\r?\n(?:.*\r?\n)*?\r?\nPlease delete my data\.\r?\n/,
    );
  });

  it('logs in to the preset’s SMTP server with the IMAP credentials', async () => {
    const { factory, settings } = capturingTransport();
    await sendWithSmtp(ACCESS, await mailOf(), { policy: NO_LOOKUP, createTransport: factory });

    expect(settings[0]).toMatchObject({
      host: 'smtp.mail.yahoo.com',
      port: 465,
      secure: true,
      auth: { user: 'ada@yahoo.com', pass: 'app-password' },
      // Logs in even where the server offers no login, and so fails there (see below).
      forceAuth: true,
    });
  });

  it('dials the address it checked, and checks the certificate against the server name', async () => {
    const { factory, settings } = capturingTransport();
    const lookup = async () => [{ address: '98.136.96.77', family: 4 }];
    const policy = { allowPrivateHosts: false, lookup };
    await sendWithSmtp(ACCESS, await mailOf(), { policy, createTransport: factory });

    expect(settings[0]).toMatchObject({
      host: '98.136.96.77',
      tls: { servername: 'smtp.mail.yahoo.com' },
    });
  });

  it('refuses an SMTP server on a private network before opening any connection', async () => {
    const { factory, settings } = capturingTransport();
    const lookup = async () => [{ address: '192.168.1.20', family: 4 }];
    const policy = { allowPrivateHosts: false, lookup };
    const sending = sendWithSmtp(ACCESS, await mailOf(), { policy, createTransport: factory });
    await expect(sending).rejects.toMatchObject({
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
    const refusing: MailTransportFactory = () => ({
      sendMail: () => Promise.reject(Object.assign(new Error('Invalid login'), { code: 'EAUTH' })),
      close: () => undefined,
    });
    const sending = sendWithSmtp(ACCESS, await mailOf(), {
      policy: NO_LOOKUP,
      createTransport: refusing,
    });
    await expect(sending).rejects.toBeInstanceOf(ReconnectRequiredError);
  });

  it('asks for a new connection when the stored SMTP port is no longer allowed, and dials nothing', async () => {
    const { factory, settings } = capturingTransport();
    const access = { ...ACCESS, settings: { smtpHost: 'smtp.example.org', smtpPort: 2525 } };
    const sending = sendWithSmtp(access, await mailOf(access), {
      policy: { allowPrivateHosts: true },
      createTransport: factory,
    });
    await expect(sending).rejects.toBeInstanceOf(ReconnectRequiredError);
    expect(settings).toEqual([]);
  });

  it('needs a password to send', async () => {
    const access: MailboxAccess = { ...ACCESS, credentials: { kind: 'none' } };
    const sending = sendWithSmtp(access, await mailOf(access), {
      policy: NO_LOOKUP,
      createTransport: capturingTransport().factory,
    });
    await expect(sending).rejects.toBeInstanceOf(ReconnectRequiredError);
  });
});

describe('an SMTP server on loopback', () => {
  let withLogin: SmtpRecorder;
  let openRelay: SmtpRecorder;
  beforeAll(async () => {
    withLogin = await startSmtpRecorder({ 'ada@yahoo.com': 'app-password' });
    openRelay = await startSmtpRecorder({}, { offersLogin: false });
  });
  afterAll(async () => {
    await withLogin.close();
    await openRelay.close();
  });

  const at = (server: SmtpRecorder, password = 'app-password'): MailboxAccess => ({
    ...ACCESS,
    credentials: { kind: 'password', username: 'ada@yahoo.com', password },
    settings: { smtpHost: server.host, smtpPort: server.port },
  });
  const verify = (access: MailboxAccess) =>
    verifySmtpLogin(access, { policy: LOOPBACK_MAIL_POLICY, timeoutMs: 5_000 });

  it('takes a login the server accepts, and sends nothing while checking it', async () => {
    await expect(verify(at(withLogin))).resolves.toBeUndefined();
    expect(withLogin.accepted).toEqual([]);
  });

  it('reports a refused login as such', async () => {
    await expect(verify(at(withLogin, 'wrong'))).rejects.toMatchObject({
      name: 'ImapConnectError',
      reason: 'auth',
    });
  });

  it('refuses a server that asks for no login, at connect time and when sending', async () => {
    await expect(verify(at(openRelay))).rejects.toMatchObject({
      name: 'ImapConnectError',
      reason: 'no-login',
    });
    const access = at(openRelay);
    const sending = sendWithSmtp(access, await mailOf(access), { policy: LOOPBACK_MAIL_POLICY });
    await expect(sending).rejects.toBeInstanceOf(ReconnectRequiredError);
    expect(openRelay.accepted).toEqual([]);
  });

  it('sends through a server that checked the login', async () => {
    const access = at(withLogin);
    await sendWithSmtp(access, await mailOf(access), { policy: LOOPBACK_MAIL_POLICY });
    expect(withLogin.accepted).toEqual([
      expect.objectContaining({ from: 'ada@yahoo.com', to: ['privacy@shop.example'] }),
    ]);
  });

  it('refuses a port that is not a mail port unless the operator allows it', async () => {
    const sending = verifySmtpLogin(at(withLogin), {
      policy: { allowPrivateHosts: true },
      timeoutMs: 5_000,
    });
    await expect(sending).rejects.toMatchObject({ reason: 'port' });
  });
});
