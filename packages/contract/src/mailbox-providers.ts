import { z } from 'zod';
import { loginFormSchema } from './login-form';

/**
 * Every kind of mailbox Reclaim can connect. The one list: the database's provider column, the
 * requests that name a provider and the server's registry of provider folders are all typed by
 * it, so a provider missing from any of them does not compile.
 */
export const MAILBOX_PROVIDER_IDS = ['gmail', 'microsoft', 'imap', 'demo'] as const;
export type MailboxProviderId = (typeof MAILBOX_PROVIDER_IDS)[number];
export const mailboxProviderIdSchema = z.enum(MAILBOX_PROVIDER_IDS);

/** The spec's own names for some providers in `oauthProvider` (§7): `outlook`, `yahoo`. */
export const SPEC_PROVIDER_NAMES = {
  outlook: 'microsoft',
  yahoo: 'imap',
} as const satisfies Record<string, MailboxProviderId>;

/** How a request may name a provider: its id, or the spec's name for it. */
export const providerNameSchema = z.enum([
  ...MAILBOX_PROVIDER_IDS,
  ...(Object.keys(SPEC_PROVIDER_NAMES) as (keyof typeof SPEC_PROVIDER_NAMES)[]),
]);
export type ProviderName = z.infer<typeof providerNameSchema>;

/** The provider a request names. */
export function providerIdOf(name: ProviderName): MailboxProviderId {
  return name in SPEC_PROVIDER_NAMES
    ? SPEC_PROVIDER_NAMES[name as keyof typeof SPEC_PROVIDER_NAMES]
    : (name as MailboxProviderId);
}

/**
 * How a person connects a provider: on the provider's consent screen (`oauth`, which comes back
 * to one of `callbackPaths`), with the login form it describes, or at once (the demo mailbox).
 */
export const connectStyleSchema = z.discriminatedUnion('style', [
  z.object({ style: z.literal('oauth'), callbackPaths: z.array(z.string()) }),
  z.object({ style: z.literal('form'), form: loginFormSchema }),
  z.object({ style: z.literal('instant') }),
]);
export type ConnectStyle = z.infer<typeof connectStyleSchema>;

/** A provider as the web app offers it: one row of the Email Connections panel. */
export const offeredProviderSchema = z.object({
  id: mailboxProviderIdSchema,
  name: z.string(),
  description: z.string(),
  connect: connectStyleSchema,
  /**
   * Whether the person enters the mailbox's other addresses by hand: an IMAP server cannot tell
   * them, while Gmail and Microsoft list them themselves.
   */
  entersAliasesByHand: z.boolean(),
  /** Whether this server can connect it now (configured, or enabled). */
  isAvailable: z.boolean(),
});
export type OfferedProvider = z.infer<typeof offeredProviderSchema>;
