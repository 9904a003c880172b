import { oauthCredentialsSchema } from '../shared/oauth-credentials';
import { scanConcurrencyOf } from '../../jobs/mailbox-scan.job';
import { MAILBOX_SERVICES } from '../../scanning/free-mail-domains';
import type { MailboxProviderModule } from '../provider';
import { createMailboxOAuthClient, revokeUrlOf, tokenUrlOf } from '../shared/mailbox-oauth';
import { createGateLedger } from '../shared/gate-ledger';
import { createSharedBudget } from '../shared/shared-budget';
import { createGmailProvider } from './gmail.provider';
import { gmailSettings, type GmailSettings } from './settings';

export { GMAIL_PROJECT_UNITS_PER_MINUTE } from './settings';

const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
/**
 * Mailboxes whose sweep state a worker keeps: scans take turns, so every mailbox whose scan is
 * under way keeps its state, up to five times the scan slices run at once (a few MB).
 */
export const sweepMailboxesOf = (config: Parameters<typeof scanConcurrencyOf>[0]) =>
  5 * scanConcurrencyOf(config);
/** Where the project's budget is counted (`rate_limit_counters`). */
export const GMAIL_PROJECT_BUDGET_KEY = 'gmail-project';
/** Read and send; `openid email` names the mailbox. */
export const GOOGLE_MAILBOX_SCOPE = `openid email profile https://www.googleapis.com/auth/gmail.readonly ${GMAIL_SEND_SCOPE}`;

/** Gmail and Google Workspace, through the Gmail API; offered when Google is configured. */
export const gmailModule: MailboxProviderModule<GmailSettings> = {
  descriptor: {
    id: 'gmail',
    name: 'Google',
    description: 'Gmail and Google Workspace mailboxes',
    connect: { style: 'oauth', callbackPaths: ['/gmail-auth'] },
    capabilities: {
      send: true,
      sendFilesCopyInSent: true,
      sendLimits: [{ max: 500, seconds: 24 * 60 * 60 }],
      syncReplies: true,
      entersAliasesByHand: false,
    },
    credentials: oauthCredentialsSchema,
    emailTypeOf: () => 'Google',
  },
  settings: gmailSettings,
  create({ config, fetch, db }, settings) {
    if (!config.google) return null;
    const client = createMailboxOAuthClient(config.google, {
      provider: 'gmail',
      displayName: 'Google',
      publicUrl: config.publicUrl,
      emailIssuer: 'google',
      callbackPath: '/gmail-auth',
      scope: GOOGLE_MAILBOX_SCOPE,
      // A refresh token is only issued with offline access, and again only with consent.
      extraParams: { access_type: 'offline', prompt: 'consent' },
      sendScope: GMAIL_SEND_SCOPE,
      // Google adds the new scope to those granted before and hands back one token for all.
      sendPermission: {
        scope: `openid email ${GMAIL_SEND_SCOPE}`,
        extraParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
      },
      ...(fetch ? { fetch } : {}),
    });
    const provider = createGmailProvider({
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      tokenUrl: tokenUrlOf(client),
      revokeUrl: revokeUrlOf(client),
      apiBaseUrl: settings.apiUrl,
      quota: settings.quota,
      mailboxServices: MAILBOX_SERVICES,
      sweepMailboxes: sweepMailboxesOf(config),
      ...(db && {
        projectBudget: createSharedBudget(db, {
          key: GMAIL_PROJECT_BUDGET_KEY,
          unitsPerWindow: settings.projectUnitsPerMinute,
        }),
        gateLedger: createGateLedger(db),
      }),
      ...(fetch ? { fetch } : {}),
    });
    return { ...provider, connector: { style: 'oauth', client } };
  },
};
