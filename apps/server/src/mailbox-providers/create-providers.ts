import type { Config } from '../config';
import { POPULAR_SITES } from '../modules/directory/popular-sites';
import type { AppMailer } from '../modules/mail/app-mail.service';
import { FREE_MAIL_DOMAINS } from '../scanning/free-mail-domains';
import { createDemoProvider } from './demo/demo.provider';
import { createGmailProvider } from './gmail/gmail.provider';
import { createImapProvider } from './imap/imap.provider';
import { createMicrosoftProvider } from './microsoft/microsoft.provider';
import type { MailboxProvider } from './provider';
import { createProviderRegistry } from './registry';
import {
  createMailboxOAuthClients,
  revokeUrlOf,
  tokenUrlOf,
  type MailboxOAuthClients,
} from './shared/mailbox-oauth';

/**
 * The mailbox providers this server offers, from its configuration: Gmail when Google is
 * configured, Microsoft Graph when Microsoft is, IMAP always (it needs no client credentials),
 * and the demo mailbox when it is enabled.
 */
export function createProviders(options: {
  isDemoEnabled: boolean;
  mailer: AppMailer;
  config?: Pick<
    Config,
    'google' | 'microsoft' | 'publicUrl' | 'gmailApiUrl' | 'graphApiUrl' | 'imapAllowPrivateHosts'
  >;
  oauthClients?: MailboxOAuthClients;
}) {
  const providers: MailboxProvider[] = [];
  const { config } = options;
  const oauthClients =
    options.oauthClients ?? (config ? createMailboxOAuthClients(config) : undefined);
  if (oauthClients?.gmail) {
    const client = oauthClients.gmail;
    providers.push(
      createGmailProvider({
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        tokenUrl: tokenUrlOf(client),
        revokeUrl: revokeUrlOf(client),
        apiBaseUrl: config?.gmailApiUrl,
        isPersonalDomain: (domain) => FREE_MAIL_DOMAINS.has(domain),
      }),
    );
  }
  if (oauthClients?.microsoft) {
    const client = oauthClients.microsoft;
    providers.push(
      createMicrosoftProvider({
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        tokenUrl: tokenUrlOf(client),
        graphBaseUrl: config?.graphApiUrl,
      }),
    );
  }
  providers.push(
    createImapProvider({
      policy: { allowPrivateHosts: config?.imapAllowPrivateHosts ?? false },
    }),
  );
  if (options.isDemoEnabled) {
    providers.push(
      createDemoProvider({
        sites: POPULAR_SITES,
        // The demo mailbox is not a real one: what it "sends" lands in the local outbox.
        deliver: (from, message) =>
          options.mailer.send({
            recipient: message.to,
            subject: message.subject,
            text: `From the demo mailbox ${from}\n\n${message.html.replace(/<[^>]+>/g, '')}`,
          }),
      }),
    );
  }
  return createProviderRegistry(providers);
}
