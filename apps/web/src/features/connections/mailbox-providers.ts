import type { Connection, EmailType, PublicConfig } from '@reclaim/contract';

export type MailboxProviderKey = keyof PublicConfig['mailboxProviders'];

/** One row of the Email Provider Connections panel. */
export interface MailboxProvider {
  key: MailboxProviderKey;
  name: string;
  /** The connections (by `emailType`) listed on this row. */
  emailTypes: readonly EmailType[];
  description: string;
  /** Whether this app can start a connection to it. */
  hasConnectFlow: boolean;
  /** The OAuth provider of `_pfmDataRequest`, for mailboxes connected through the provider's consent. */
  oauthProvider?: OAuthMailboxProvider;
  /** Connected with an address and (app) password typed into Reclaim's own form. */
  hasPasswordForm?: boolean;
}

/** Mailboxes connected by sending the browser to the provider's consent screen. */
export type OAuthMailboxProvider = 'gmail' | 'outlook';

/** The panel's rows, in display order. */
export const MAILBOX_PROVIDERS: readonly MailboxProvider[] = [
  {
    key: 'gmail',
    name: 'Google',
    emailTypes: ['Google'],
    description: 'Gmail and Google Workspace mailboxes',
    hasConnectFlow: true,
    oauthProvider: 'gmail',
  },
  {
    key: 'microsoft',
    name: 'Microsoft',
    emailTypes: ['Microsoft'],
    description: 'Outlook, Hotmail and Microsoft 365 mailboxes',
    hasConnectFlow: true,
    oauthProvider: 'outlook',
  },
  {
    key: 'imap',
    name: 'Yahoo / IMAP',
    emailTypes: ['Yahoo', 'IMAP'],
    description: 'Yahoo and other mailboxes that offer IMAP',
    hasConnectFlow: true,
    hasPasswordForm: true,
  },
  {
    key: 'demo',
    name: 'Demo',
    emailTypes: ['Demo'],
    description: 'A sample mailbox for trying Reclaim without your own mail',
    hasConnectFlow: true,
  },
];

/** Whether the Connect button of `provider` works: this server offers it and the app can start it. */
export function canConnect(
  provider: MailboxProvider,
  offered: PublicConfig['mailboxProviders'] | undefined,
): boolean {
  return provider.hasConnectFlow && offered?.[provider.key] === true;
}

/** The connected mailboxes shown on `provider`'s row. */
export function mailboxesOf(provider: MailboxProvider, connections: readonly Connection[]) {
  return connections.filter((connection) => provider.emailTypes.includes(connection.emailType));
}
