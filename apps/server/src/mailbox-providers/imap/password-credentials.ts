import { z } from 'zod';
import { ReconnectRequiredError, type MailboxAccess } from '../provider';

/** What Reclaim keeps of an IMAP mailbox's login, sealed: the same login serves SMTP. */
export const passwordCredentialsSchema = z.object({
  kind: z.literal('password'),
  username: z.string(),
  password: z.string(),
});
export type PasswordCredentials = z.infer<typeof passwordCredentialsSchema>;

/** The saved login of `access`; without one the mailbox must be connected again. */
export function passwordOf(access: MailboxAccess): PasswordCredentials {
  const credentials = passwordCredentialsSchema.safeParse(access.credentials);
  if (!credentials.success) {
    throw new ReconnectRequiredError('This mailbox has no saved password. Connect it again.');
  }
  return credentials.data;
}
