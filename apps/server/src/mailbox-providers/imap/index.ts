import { passwordCredentialsSchema } from './password-credentials';
import { IMAP_LOGIN_FORM } from './imap-login';
import type { MailboxProviderModule } from '../provider';
import { createImapProvider } from './imap.provider';
import { imapSettingsOf } from './imap-settings';
import type { MailHostPolicy } from './mail-host-guard';
import { imapSettings } from './settings';

/**
 * Yahoo, iCloud, Fastmail, AOL and any other IMAP mailbox, with an (app) password; SMTP sends.
 * Always offered: it needs no client credentials.
 */
export const imapModule: MailboxProviderModule<MailHostPolicy> = {
  descriptor: {
    id: 'imap',
    name: 'Yahoo / IMAP',
    description: 'Yahoo and other mailboxes that offer IMAP',
    connect: { style: 'form', form: IMAP_LOGIN_FORM },
    capabilities: {
      send: true,
      sendFilesCopyInSent: false,
      sendLimits: [{ max: 300, seconds: 24 * 60 * 60 }],
      syncReplies: true,
      entersAliasesByHand: true,
    },
    credentials: passwordCredentialsSchema,
    emailTypeOf: (settings) => (imapSettingsOf(settings).preset === 'yahoo' ? 'Yahoo' : 'IMAP'),
  },
  settings: imapSettings,
  create: (_context, policy) => createImapProvider({ policy }),
};
