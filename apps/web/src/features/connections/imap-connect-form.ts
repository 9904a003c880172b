import {
  emailSchema,
  imapLoginSchema,
  mailHostSchema,
  mailPortSchema,
  presetForAddress,
  type ImapLogin,
  type ImapPreset,
} from '@reclaim/contract';
import { z } from 'zod';
import { hasAddressShape } from './email-provider';

const SERVER_REQUIRED = 'Enter the server of your mail service';

/** A server field as typed: empty, or a host name the server will accept, told in its words. */
const hostField = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value === '') return;
    const host = mailHostSchema.safeParse(value);
    if (!host.success) context.addIssue({ code: 'custom', message: host.error.issues[0]!.message });
  });

/** A port field as typed: empty (the usual port), or a whole number 1–65535. */
const portField = z
  .string()
  .trim()
  .refine((value) => value === '' || mailPortSchema.safeParse(Number(value)).success, {
    message: 'Enter a port between 1 and 65535',
  });

/**
 * The Yahoo / IMAP connect form. Server fields count only for addresses without a preset, where
 * the IMAP and SMTP servers are required; ports may stay empty.
 */
export const imapConnectFormSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, 'App password is required').pipe(imapLoginSchema.shape.password),
    imapHost: hostField,
    imapPort: portField,
    smtpHost: hostField,
    smtpPort: portField,
  })
  .superRefine((form, context) => {
    if (!needsServerFields(form.email)) return;
    if (!form.imapHost)
      context.addIssue({ code: 'custom', path: ['imapHost'], message: SERVER_REQUIRED });
    if (!form.smtpHost)
      context.addIssue({ code: 'custom', path: ['smtpHost'], message: SERVER_REQUIRED });
  });
export type ImapConnectForm = z.infer<typeof imapConnectFormSchema>;

export const EMPTY_IMAP_CONNECT_FORM: ImapConnectForm = {
  email: '',
  password: '',
  imapHost: '',
  imapPort: '',
  smtpHost: '',
  smtpPort: '',
};

/** Whether the form must ask for servers: the address is complete and no preset knows its domain. */
export function needsServerFields(email: string): boolean {
  return hasAddressShape(email) && presetForAddress(email).server === null;
}

/** The preset a typed address points to, once it has a domain; null before that or for others. */
export function knownPresetFor(email: string): ImapPreset | null {
  if (!hasAddressShape(email)) return null;
  const preset = presetForAddress(email);
  return preset.server ? preset : null;
}

/** What `_pfmDataRequest` gets: servers only when the address has no preset, ports as numbers. */
export function toImapConnectRequest(form: ImapConnectForm): { emailId: string; login: ImapLogin } {
  const login: ImapLogin = { password: form.password };
  if (needsServerFields(form.email)) {
    login.imapHost = form.imapHost.trim();
    login.smtpHost = form.smtpHost.trim();
    if (form.imapPort.trim()) login.imapPort = Number(form.imapPort);
    if (form.smtpPort.trim()) login.smtpPort = Number(form.smtpPort);
  }
  return { emailId: form.email, login };
}
