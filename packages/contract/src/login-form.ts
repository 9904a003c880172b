import { z } from 'zod';
import { tooLongMessage } from './field-limits';

const HOST_NAME_MAX_LENGTH = 253;
const PORT_MESSAGE = 'Enter a port between 1 and 65535';

/**
 * A server's name as a person types it: a DNS host name or an IPv4 address, no URL. `example`
 * is the name the message offers as a model (a field's placeholder).
 */
export function hostNameSchema(example = 'mail.example.com') {
  return z
    .string()
    .trim()
    .toLowerCase()
    .max(HOST_NAME_MAX_LENGTH, tooLongMessage(HOST_NAME_MAX_LENGTH))
    .pipe(z.hostname(`Enter a server name such as ${example}`));
}

/** A TCP port, 1–65535. */
export const portSchema = z
  .number(PORT_MESSAGE)
  .int(PORT_MESSAGE)
  .min(1, PORT_MESSAGE)
  .max(65_535, PORT_MESSAGE);

/** An https address, such as a server's API endpoint. */
export const httpsUrlSchema = z.url({
  protocol: /^https$/,
  message: 'Enter an address that starts with https://',
});

/**
 * How a login field is typed, checked and sent: `text` and `password` as typed (a password is
 * hidden and may be revealed), `host` a server name, `port` a whole number 1–65535 sent as a
 * number, `url` an https address.
 */
export const LOGIN_FIELD_INPUTS = ['text', 'password', 'host', 'port', 'url'] as const;
export type LoginFieldInput = (typeof LOGIN_FIELD_INPUTS)[number];

/** One field of a login form, beside the address every form asks for. */
export const loginFieldSchema = z.object({
  /** Its key in the request's `login`, and so the path `login.<name>` of its errors. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/),
  label: z.string(),
  input: z.enum(LOGIN_FIELD_INPUTS),
  /** Shown when the field is left empty; null for a field that may stay empty. */
  requiredMessage: z.string().nullable(),
  maxLength: z.number().int().positive().optional(),
  placeholder: z.string().optional(),
  /** The section it is drawn in; the form's top when absent. */
  section: z.string().optional(),
});
export type LoginField = z.infer<typeof loginFieldSchema>;

/**
 * A group of fields under a legend. `other-domains`: drawn, and its fields asked for, only once
 * the address is complete and its domain is not among the form's `knownDomains` (the servers of a
 * mail service the provider has no settings for).
 */
export const loginSectionSchema = z.object({
  id: z.string(),
  legend: z.string(),
  help: z.string().optional(),
  shownFor: z.enum(['every-address', 'other-domains']),
});
export type LoginSection = z.infer<typeof loginSectionSchema>;

/**
 * A note drawn under one field for addresses of some domains (where to create an app password).
 * `text` holds `{link}` where the link goes, when there is one.
 */
export const loginHintSchema = z.object({
  field: z.string(),
  text: z.string(),
  link: z.object({ label: z.string(), url: httpsUrlSchema }).optional(),
});
export type LoginHint = z.infer<typeof loginHintSchema>;

/**
 * A provider's login form, as its descriptor offers it: the web app draws any form from this, and
 * the provider parses what it sends and answers each field's errors at `login.<name>`.
 */
export const loginFormSchema = z.object({
  fields: z.array(loginFieldSchema).min(1),
  sections: z.array(loginSectionSchema),
  /** Address domains the provider knows, each with the note it shows, if any. */
  knownDomains: z.array(
    z.object({ domains: z.array(z.string()).min(1), hint: loginHintSchema.optional() }),
  ),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The domain of an address as typed (lower case), or null while it has none. */
export function addressDomainOf(address: string): string | null {
  const match = /^[^@\s]+@([^@\s]+\.[^@\s.]{2,})$/.exec(address.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** The entry of `form.knownDomains` for an address, if its domain is listed. */
export function knownDomainOf(form: LoginForm, address: string) {
  const domain = addressDomainOf(address);
  if (!domain) return undefined;
  return form.knownDomains.find((known) => known.domains.includes(domain));
}

/** Whether `section` is drawn, and its fields asked for, for the address typed so far. */
export function isSectionShown(form: LoginForm, section: LoginSection, address: string): boolean {
  if (section.shownFor === 'every-address') return true;
  return addressDomainOf(address) !== null && knownDomainOf(form, address) === undefined;
}

/** The fields asked for with this address: those of the top and of the sections shown. */
export function fieldsAskedFor(form: LoginForm, address: string): LoginField[] {
  const shown = new Set(
    form.sections
      .filter((section) => isSectionShown(form, section, address))
      .map((section) => section.id),
  );
  return form.fields.filter((field) => field.section === undefined || shown.has(field.section));
}

/** The check of a field's value once typed (not empty), in the same words on web and server. */
export function loginValueSchema(field: LoginField): z.ZodType {
  const limited = (schema: z.ZodString) =>
    field.maxLength ? schema.max(field.maxLength, tooLongMessage(field.maxLength)) : schema;
  switch (field.input) {
    case 'text':
      return limited(z.string().trim());
    case 'password':
      return limited(z.string());
    case 'host':
      return hostNameSchema(field.placeholder);
    case 'port':
      return portSchema;
    case 'url':
      return limited(z.string().trim()).pipe(httpsUrlSchema);
  }
}
