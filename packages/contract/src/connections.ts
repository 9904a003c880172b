import { z } from 'zod';
import { ADDRESS_CODE_LENGTH, EMAIL_MAX_LENGTH } from './constants';
import { callRequestSchema, callResponseSchema, noRequestBodySchema } from './envelope';
import { tooLongMessage } from './field-limits';
import { mailboxProviderIdSchema, providerNameSchema } from './mailbox-providers';

/** A mailbox's address as calls name it; the 400's words are plain, like every form field's. */
export const emailIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, tooLongMessage(EMAIL_MAX_LENGTH))
  .pipe(z.email('Enter a valid email address'));

export const connectionSchema = z.object({
  emailId: z.string(),
  /** The kind of mailbox, which the panel's rows go by. */
  provider: mailboxProviderIdSchema,
  /** The spec's name of the mail service (Google, Microsoft, Yahoo; also IMAP, Demo). */
  emailType: z.string(),
  scanPercentage: z.number().int().min(0).max(100),
  status: z.enum(['pending', 'completed']),
  writeEmailPermission: z.union([z.literal(0), z.literal(1)]),
  needsReconnect: z.boolean(),
  /** The other addresses the mailbox sends as: read from Gmail and Microsoft, entered for IMAP. */
  aliases: z.array(z.string()),
  /**
   * The person proved the address is theirs (its provider vouched for it, or they typed the code
   * mailed to it): until then nothing is sent from the mailbox.
   */
  isAddressProven: z.boolean(),
});
export type Connection = z.infer<typeof connectionSchema>;

/**
 * A mailbox the person disconnected after sending requests from it: Reclaim keeps the requests,
 * and the companies they went to, as the person's record of what they asked, until the person
 * deletes them (disconnecting it once more) or connects the address again.
 */
export const disconnectedMailboxSchema = z.object({
  emailId: z.string(),
  provider: mailboxProviderIdSchema,
  emailType: z.string(),
  disconnectedDate: z.string(),
  requestCount: z.number().int().min(1),
});
export type DisconnectedMailbox = z.infer<typeof disconnectedMailboxSchema>;

export const getConnectionsRequestSchema = callRequestSchema(noRequestBodySchema);
export const getConnectionsResponseSchema = callResponseSchema(
  z.object({
    responseListObject: z.array(connectionSchema),
    disconnectedListObject: z.array(disconnectedMailboxSchema),
  }),
);
export type GetConnectionsResponse = z.infer<typeof getConnectionsResponseSchema>;

export const connectionTargetSchema = z.object({ emailId: emailIdSchema });

/** At most this many other addresses a person may enter for one mailbox. */
export const MAILBOX_ALIASES_MAX = 20;

/**
 * `_updateAliases`: the other addresses an IMAP mailbox sends as, which its server cannot tell;
 * the scans leave mail from them out. The whole list is replaced.
 */
export const updateMailboxAliasesBodySchema = z.object({
  emailId: emailIdSchema,
  aliases: z.array(emailIdSchema).max(MAILBOX_ALIASES_MAX),
});
export type UpdateMailboxAliasesBody = z.input<typeof updateMailboxAliasesBodySchema>;

export const plainCallResponseSchema = callResponseSchema(z.object({}).loose());

/**
 * What a login form sends: its fields by name. The provider parses it and answers each field's
 * errors at `login.<name>`; here only its size is bounded.
 */
const loginSchema = z
  .record(z.string().max(64), z.unknown())
  .refine((login) => Object.keys(login).length <= 32, 'A login has at most 32 fields');

/**
 * `_pfmDataRequest` (spec §7). `oauthProvider` names the provider (its id, or the spec's name).
 * A provider connected on its consent screen sends `oauthCode` with the `state` Reclaim issued;
 * one connected with a login form sends the mailbox `emailId` and the form's `login`; the demo
 * mailbox needs neither.
 */
export const dataRequestBodySchema = z.object({
  oauthCode: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
  emailId: z.union([emailIdSchema, z.literal('')]).optional(),
  oauthProvider: providerNameSchema,
  type: z.enum(['connect', 'dsr']),
  writeEmailPermission: z.enum(['0', '1']).optional(),
  redirectUrl: z.string().max(2048).optional(),
  login: loginSchema.optional(),
});
export type DataRequestBody = z.infer<typeof dataRequestBodySchema>;

export const dataRequestResponseSchema = callResponseSchema(
  z.object({
    reasonCode: z.string().optional(),
    emailId: z.string().optional(),
    /** False for a mailbox that must prove its address before it sends (an IMAP mailbox). */
    isAddressProven: z.boolean().optional(),
  }),
);

/** `_sendAddressCode`: mail a new code to one of the caller's mailboxes. */
export const sendAddressCodeBodySchema = z.object({ emailId: emailIdSchema });
export type SendAddressCodeBody = z.input<typeof sendAddressCodeBodySchema>;
export const sendAddressCodeResponseSchema = callResponseSchema(
  z.object({ emailId: z.string(), isAddressProven: z.boolean() }),
);

/** What a person types as the code: its digits, spaces and dashes they copied with it ignored. */
export const addressCodeSchema = z
  .string()
  .max(32, `Enter the ${ADDRESS_CODE_LENGTH}-digit code`)
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\d{${ADDRESS_CODE_LENGTH}}$`),
        `Enter the ${ADDRESS_CODE_LENGTH}-digit code`,
      ),
  );

/** `_confirmAddress`: the code mailed to a mailbox's address. */
export const confirmAddressBodySchema = z.object({
  emailId: emailIdSchema,
  code: addressCodeSchema,
});
export type ConfirmAddressBody = z.input<typeof confirmAddressBodySchema>;
export const confirmAddressResponseSchema = sendAddressCodeResponseSchema;

export const mailboxAuthorizeBodySchema = z.object({
  provider: providerNameSchema,
  /** `dsr`: the mailbox is connected and may not send yet; ask for the send scope only. */
  purpose: z.enum(['connect', 'dsr']).optional(),
});
export type MailboxAuthorizeBody = z.infer<typeof mailboxAuthorizeBodySchema>;
export const mailboxAuthorizeResponseSchema = z.object({ authorizationUrl: z.url() });
export type MailboxAuthorizeResponse = z.infer<typeof mailboxAuthorizeResponseSchema>;
