import { oauthCredentialsSchema } from '../shared/oauth-credentials';
import type { MailboxProviderModule } from '../provider';
import { createMailboxOAuthClient, tokenUrlOf } from '../shared/mailbox-oauth';
import { createSharedBudget } from '../shared/shared-budget';
import { createMicrosoftProvider } from './microsoft.provider';
import { microsoftSettings, type MicrosoftSettings } from './settings';

export { GRAPH_APP_REQUESTS_PER_10_SECONDS } from './settings';

/** Read and send, and a refresh token (`offline_access`); `User.Read` names the mailbox. */
export const MICROSOFT_MAILBOX_SCOPE =
  'openid email profile offline_access User.Read Mail.Read Mail.Send';

/** Where the app's budget is counted (`rate_limit_counters`). */
export const GRAPH_APP_BUDGET_KEY = 'graph-app';

/** Outlook, Hotmail and Microsoft 365, through Microsoft Graph; offered when configured. */
export const microsoftModule: MailboxProviderModule<MicrosoftSettings> = {
  descriptor: {
    id: 'microsoft',
    name: 'Microsoft',
    description: 'Outlook, Hotmail and Microsoft 365 mailboxes',
    // The spec also names `/oidc_callback` as Microsoft's return.
    connect: { style: 'oauth', callbackPaths: ['/microsoft-auth', '/oidc_callback'] },
    capabilities: {
      send: true,
      sendFilesCopyInSent: true,
      sendLimits: [
        { max: 30, seconds: 60 },
        { max: 10_000, seconds: 24 * 60 * 60 },
      ],
      syncReplies: true,
      entersAliasesByHand: false,
    },
    credentials: oauthCredentialsSchema,
    emailTypeOf: () => 'Microsoft',
  },
  settings: microsoftSettings,
  create({ config, fetch, db }, settings) {
    if (!config.microsoft) return null;
    const client = createMailboxOAuthClient(config.microsoft, {
      provider: 'microsoft',
      displayName: 'Microsoft',
      publicUrl: config.publicUrl,
      emailIssuer: 'microsoft',
      callbackPath: '/microsoft-auth',
      scope: MICROSOFT_MAILBOX_SCOPE,
      extraParams: {},
      sendScope: 'Mail.Send',
      // Microsoft keeps what was consented before; the new refresh token covers every scope.
      sendPermission: { scope: 'openid email offline_access Mail.Send', extraParams: {} },
      ...(fetch ? { fetch } : {}),
    });
    const provider = createMicrosoftProvider({
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      tokenUrl: tokenUrlOf(client),
      graphBaseUrl: settings.apiUrl,
      ...(db && {
        appBudget: createSharedBudget(db, {
          key: GRAPH_APP_BUDGET_KEY,
          unitsPerWindow: settings.appRequestsPer10Seconds,
          windowMs: 10_000,
        }),
      }),
      ...(fetch ? { fetch } : {}),
    });
    return { ...provider, connector: { style: 'oauth', client } };
  },
};
