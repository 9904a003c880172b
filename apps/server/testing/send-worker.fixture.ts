// A worker process for the send crash test: sends one deletion request the way the server's
// worker does (configuration and secrets from the environment, providers built from them), and
// on request dies by SIGKILL at a chosen point: no finally block, no cleanup, as in a real crash.
import { openDatabase } from '@reclaim/db';
import pino from 'pino';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { loadSecrets } from '../src/lib/secrets';
import { createImapProvider } from '../src/mailbox-providers/imap/imap.provider';
import {
  createSmtpTransport,
  type MailTransportFactory,
} from '../src/mailbox-providers/imap/smtp-send';
import type { MailboxProvider } from '../src/mailbox-providers/provider';
import { imapSettings } from '../src/mailbox-providers/imap/settings';
import { createProviderRegistry, createProviders } from '../src/mailbox-providers/registry';
import { createAppMailer } from '../src/modules/mail/app-mail.service';
import { handleDeletionRequestSend } from '../src/jobs/deletion-request-send.handler';

const crashSchema = z.object({
  REQUEST_ID: z.uuid(),
  /** Dies as soon as the provider's `send` returned: the e-mail is out, nothing is committed. */
  CRASH_AFTER_PROVIDER_ANSWER: z.stringbool().default(false),
  /** IMAP only: dies once the SMTP server accepted the e-mail, before the copy goes to Sent. */
  CRASH_AFTER_SMTP_ANSWER: z.stringbool().default(false),
});

const crash = () => process.kill(process.pid, 'SIGKILL');

function crashingAfterAnswer(provider: MailboxProvider): MailboxProvider {
  return {
    ...provider,
    async send(access, message) {
      const sent = await provider.send(access, message);
      crash();
      return sent;
    },
  };
}

/** The SMTP transport the IMAP provider uses, dying once the server answered 250 to the DATA. */
const crashingAfterSmtpAnswer: MailTransportFactory = (options) => {
  const transport = createSmtpTransport(options);
  return {
    async sendMail(mail) {
      const info = await transport.sendMail(mail);
      crash();
      return info;
    },
    close: () => transport.close(),
  };
};

const env = crashSchema.parse(process.env);
const config = loadConfig();
const { secretKey } = loadSecrets(config);
const database = await openDatabase(config.database);
const logger = pino({ level: 'silent' });
const mailer = createAppMailer({
  db: database.db,
  logger,
  smtpUrl: undefined,
  from: config.mailFrom,
});

let providers = [...createProviders({ config, mailer }).values()];
if (env.CRASH_AFTER_SMTP_ANSWER) {
  // The same provider the IMAP folder builds, with a transport that dies between SMTP's answer
  // and the APPEND to Sent: the one window SMTP leaves where nobody can tell what happened.
  const imap = createImapProvider({
    policy: imapSettings.schema.parse(config.providerEnvironment),
    createTransport: crashingAfterSmtpAnswer,
  });
  providers = providers.map((provider) => (provider.id === 'imap' ? imap : provider));
}
if (env.CRASH_AFTER_PROVIDER_ANSWER) providers = providers.map(crashingAfterAnswer);

await handleDeletionRequestSend(
  {
    db: database.db,
    secretKey,
    providers: createProviderRegistry(providers),
    messageIdDomain: new URL(config.publicUrl).hostname,
  },
  { requestId: env.REQUEST_ID },
  { isLastAttempt: false },
);
await database.close();
