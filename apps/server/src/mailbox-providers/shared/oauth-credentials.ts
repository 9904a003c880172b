import { z } from 'zod';
import { ReconnectRequiredError, type MailboxAccess } from '../provider';

/** What Reclaim keeps of an OAuth grant (Google, Microsoft), sealed. */
export const oauthCredentialsSchema = z.object({
  kind: z.literal('oauth'),
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  /** When the access token expires, in ms since the epoch; null when the provider did not say. */
  expiresAt: z.number().nullable(),
  scope: z.string(),
});
export type OAuthCredentials = z.infer<typeof oauthCredentialsSchema>;

/** The OAuth tokens of `access`; without them the mailbox must be connected again. */
export function oauthCredentialsOf(access: MailboxAccess, providerName: string): OAuthCredentials {
  const credentials = oauthCredentialsSchema.safeParse(access.credentials);
  if (!credentials.success) {
    throw new ReconnectRequiredError(`The ${providerName} connection has no OAuth tokens.`);
  }
  return credentials.data;
}
