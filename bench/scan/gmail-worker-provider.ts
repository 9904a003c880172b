import { createGmailProvider } from '../../apps/server/src/mailbox-providers/gmail/gmail.provider';
import type { GmailQuotaRegime } from '../../apps/server/src/mailbox-providers/gmail/gmail-quota';
import { MAILBOX_SERVICES } from '../../apps/server/src/scanning/free-mail-domains';

/** The Gmail provider and mailbox access a bench worker uses against the emulator. */
export function gmailWorkerProvider(options: {
  apiBaseUrl: string;
  address: string;
  token: string;
  regime: GmailQuotaRegime;
  /** Replaces the regime's per-user window. */
  unitsPerSecond?: string;
}) {
  const provider = createGmailProvider({
    apiBaseUrl: options.apiBaseUrl,
    quota: options.regime,
    ...(options.unitsPerSecond && { unitsPerSecond: Number(options.unitsPerSecond) }),
    tokenUrl: 'http://127.0.0.1:9/token',
    clientId: 'reclaim',
    clientSecret: 'unused',
    mailboxServices: MAILBOX_SERVICES,
  });
  const access = {
    address: options.address,
    settings: {},
    credentials: {
      kind: 'oauth' as const,
      accessToken: options.token,
      refreshToken: null,
      expiresAt: null,
      scope: 'https://www.googleapis.com/auth/gmail.readonly',
    },
  };
  return { provider, access };
}
