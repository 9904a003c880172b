import { z } from 'zod';
import { EMAIL_MAX_LENGTH, IMAP_PASSWORD_MAX_LENGTH } from './constants';
import { callRequestSchema, callResponseSchema, noRequestBodySchema } from './envelope';

/** The spec's emailType values, plus IMAP mailboxes and the demo mailbox. */
export const EMAIL_TYPES = ['Google', 'Microsoft', 'Yahoo', 'IMAP', 'Demo'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export const emailIdSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const connectionSchema = z.object({
  emailId: z.string(),
  emailType: z.enum(EMAIL_TYPES),
  scanPercentage: z.number().int().min(0).max(100),
  status: z.enum(['pending', 'completed']),
  writeEmailPermission: z.union([z.literal(0), z.literal(1)]),
  needsReconnect: z.boolean(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const getConnectionsRequestSchema = callRequestSchema(noRequestBodySchema);
export const getConnectionsResponseSchema = callResponseSchema(
  z.object({ responseListObject: z.array(connectionSchema) }),
);
export type GetConnectionsResponse = z.infer<typeof getConnectionsResponseSchema>;

export const connectionTargetSchema = z.object({ emailId: emailIdSchema });

export const plainCallResponseSchema = callResponseSchema(z.object({}).loose());

/** A mail server's name as a person types it: a DNS host name or an IPv4 address, no URL. */
export const mailHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
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
    .max(IMAP_PASSWORD_MAX_LENGTH, `At most ${IMAP_PASSWORD_MAX_LENGTH} characters`),
  imapHost: mailHostSchema.optional(),
  imapPort: mailPortSchema.optional(),
  imapSecure: z.boolean().optional(),
  smtpHost: mailHostSchema.optional(),
  smtpPort: mailPortSchema.optional(),
  smtpSecure: z.boolean().optional(),
});
export type ImapLogin = z.infer<typeof imapLoginSchema>;

/**
 * `_pfmDataRequest` (spec §7). `oauthCode` with the `state` Reclaim issued finishes an OAuth
 * connection; `oauthProvider: 'demo'` connects the demo mailbox; `'imap'` or `'yahoo'` connects
 * the mailbox `emailId` with the login in `imap`.
 */
export const dataRequestBodySchema = z.object({
  oauthCode: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
  emailId: z.union([emailIdSchema, z.literal('')]).optional(),
  oauthProvider: z.enum(['gmail', 'outlook', 'yahoo', 'imap', 'demo']),
  type: z.enum(['connect', 'dsr']),
  writeEmailPermission: z.enum(['0', '1']).optional(),
  redirectUrl: z.string().max(2048).optional(),
  imap: imapLoginSchema.optional(),
});
export type DataRequestBody = z.infer<typeof dataRequestBodySchema>;

export const dataRequestResponseSchema = callResponseSchema(
  z.object({ reasonCode: z.string().optional(), emailId: z.string().optional() }),
);

export const mailboxAuthorizeBodySchema = z.object({
  provider: z.enum(['gmail', 'outlook']),
  purpose: z.literal('connect').optional(),
});
export type MailboxAuthorizeBody = z.infer<typeof mailboxAuthorizeBodySchema>;
export const mailboxAuthorizeResponseSchema = z.object({ authorizationUrl: z.url() });
export type MailboxAuthorizeResponse = z.infer<typeof mailboxAuthorizeResponseSchema>;
