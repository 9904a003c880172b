import { z } from 'zod';
import type { MailboxSettings } from '../provider';

/**
 * What an IMAP connection keeps besides its sealed login: the servers the person typed (none for
 * a preset's service) and the preset the address matched, which names the service (Yahoo).
 */
const imapSettingsSchema = z.object({
  imapHost: z.string().optional(),
  imapPort: z.number().int().optional(),
  imapSecure: z.boolean().optional(),
  smtpHost: z.string().optional(),
  smtpPort: z.number().int().optional(),
  smtpSecure: z.boolean().optional(),
  preset: z.string().optional(),
});
export type ImapSettings = z.infer<typeof imapSettingsSchema>;

/** The IMAP settings of a connection; what does not read as such counts as not set. */
export function imapSettingsOf(settings: MailboxSettings): ImapSettings {
  const parsed = imapSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : {};
}
