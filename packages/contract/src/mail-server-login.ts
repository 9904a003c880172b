import { z } from 'zod';
import { IMAP_PASSWORD_MAX_LENGTH } from './constants';
import { tooLongMessage } from './field-limits';

const MAIL_HOST_MAX_LENGTH = 253;

/** A mail server's name as a person types it: a DNS host name or an IPv4 address, no URL. */
export const mailHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAIL_HOST_MAX_LENGTH, tooLongMessage(MAIL_HOST_MAX_LENGTH))
  .pipe(z.hostname('Enter a server name such as imap.example.com'));

export const mailPortSchema = z
  .number()
  .int('Enter a port between 1 and 65535')
  .min(1, 'Enter a port between 1 and 65535')
  .max(65_535, 'Enter a port between 1 and 65535');

/**
 * The login of an IMAP mailbox (Yahoo, iCloud, Fastmail, AOL or any host). Servers are needed only
 * for addresses without a preset; a port alone changes the preset's port. Without `…Secure` the
 * port decides: TLS from the first byte on 993 (IMAP) and 465 (SMTP), STARTTLS on any other.
 */
export const imapLoginSchema = z.strictObject({
  password: z
    .string()
    .min(1, 'Enter the app password')
    .max(IMAP_PASSWORD_MAX_LENGTH, tooLongMessage(IMAP_PASSWORD_MAX_LENGTH)),
  imapHost: mailHostSchema.optional(),
  imapPort: mailPortSchema.optional(),
  imapSecure: z.boolean().optional(),
  smtpHost: mailHostSchema.optional(),
  smtpPort: mailPortSchema.optional(),
  smtpSecure: z.boolean().optional(),
});
export type ImapLogin = z.infer<typeof imapLoginSchema>;
