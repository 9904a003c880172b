import { IMAP_PASSWORD_MAX_LENGTH } from '@reclaim/contract/constants';
import { hostNameSchema, portSchema, tooLongMessage, type LoginForm } from '@reclaim/contract';
import { z } from 'zod';
import { IMAP_PRESETS } from './imap-presets';

/**
 * The login form of an IMAP mailbox (Yahoo, iCloud, Fastmail, AOL or any host): the app password,
 * and for an address no preset knows also its servers. Each preset's domains carry the note on
 * where that service makes app passwords.
 */
export const IMAP_LOGIN_FORM: LoginForm = {
  fields: [
    {
      name: 'password',
      label: 'App password',
      input: 'password',
      requiredMessage: 'App password is required',
      maxLength: IMAP_PASSWORD_MAX_LENGTH,
    },
    {
      name: 'imapHost',
      label: 'IMAP server',
      input: 'host',
      requiredMessage: 'Enter the IMAP server of your mail service',
      placeholder: 'imap.example.com',
      section: 'servers',
    },
    {
      name: 'imapPort',
      label: 'IMAP port',
      input: 'port',
      requiredMessage: null,
      placeholder: '993',
      section: 'servers',
    },
    {
      name: 'smtpHost',
      label: 'SMTP server',
      input: 'host',
      requiredMessage: 'Enter the SMTP server of your mail service',
      placeholder: 'smtp.example.com',
      section: 'servers',
    },
    {
      name: 'smtpPort',
      label: 'SMTP port',
      input: 'port',
      requiredMessage: null,
      placeholder: '465',
      section: 'servers',
    },
  ],
  sections: [
    {
      id: 'servers',
      legend: 'Other provider',
      help:
        "Your mail service's help pages list these servers. Ports 993 (IMAP) and 465 (SMTP) use " +
        'SSL/TLS, 143 and 587 STARTTLS; leave a port empty for those.',
      shownFor: 'other-domains',
    },
  ],
  knownDomains: IMAP_PRESETS.filter((preset) => preset.server).map((preset) => ({
    domains: [...preset.domains],
    ...(preset.needsAppPassword && {
      hint: {
        field: 'password',
        text: preset.appPasswordUrl
          ? `${preset.label} needs an app password, not your usual password. Create one in {link} and enter it here.`
          : `${preset.label} needs an app password, not your usual password. Create one in your ${preset.label} account's security settings and enter it here.`,
        ...(preset.appPasswordUrl && {
          link: { label: `${preset.label} account security`, url: preset.appPasswordUrl },
        }),
      },
    }),
  })),
};

const fieldOf = (name: string) => IMAP_LOGIN_FORM.fields.find((field) => field.name === name)!;

/**
 * What the form sends, and what a call may send besides: servers only for addresses without a
 * preset (a port alone changes the preset's port). Without `…Secure` the port decides: TLS from
 * the first byte on 993 (IMAP) and 465 (SMTP), STARTTLS on any other.
 */
export const imapLoginSchema = z.strictObject({
  password: z
    .string(fieldOf('password').requiredMessage!)
    .min(1, fieldOf('password').requiredMessage!)
    .max(IMAP_PASSWORD_MAX_LENGTH, tooLongMessage(IMAP_PASSWORD_MAX_LENGTH)),
  imapHost: hostNameSchema('imap.example.com').optional(),
  imapPort: portSchema.optional(),
  imapSecure: z.boolean().optional(),
  smtpHost: hostNameSchema('smtp.example.com').optional(),
  smtpPort: portSchema.optional(),
  smtpSecure: z.boolean().optional(),
});
export type ImapLogin = z.infer<typeof imapLoginSchema>;
