/** Where a mail service answers IMAP and SMTP. */
export interface ImapServerSettings {
  imapHost: string;
  imapPort: number;
  /** true: TLS from the first byte (993). false: STARTTLS on a plain port. */
  imapSecure: boolean;
  smtpHost: string;
  smtpPort: number;
  /** true: TLS from the first byte (465). false: STARTTLS (587). */
  smtpSecure: boolean;
}

export type ImapPresetId = 'yahoo' | 'icloud' | 'fastmail' | 'aol' | 'custom';

export interface ImapPreset {
  id: ImapPresetId;
  label: string;
  /** Address domains the preset is picked for. */
  domains: readonly string[];
  /** Null for `custom`: the person types the host names. */
  server: ImapServerSettings | null;
  /** All four services refuse the account password over IMAP and want an app password. */
  needsAppPassword: boolean;
  /** Where the person creates that app password, when the service has one page for it. */
  appPasswordUrl: string | null;
}

/**
 * The mail services Reclaim knows the servers of. Shared: the server connects with them, and the
 * web app asks for servers only when an address has none, and tells how to get an app password.
 */
export const IMAP_PRESETS: readonly ImapPreset[] = [
  {
    id: 'yahoo',
    label: 'Yahoo Mail',
    domains: ['yahoo.com', 'ymail.com'],
    server: {
      imapHost: 'imap.mail.yahoo.com',
      imapPort: 993,
      imapSecure: true,
      smtpHost: 'smtp.mail.yahoo.com',
      smtpPort: 465,
      smtpSecure: true,
    },
    needsAppPassword: true,
    appPasswordUrl: 'https://login.yahoo.com/account/security',
  },
  {
    id: 'icloud',
    label: 'iCloud Mail',
    domains: ['icloud.com', 'me.com', 'mac.com'],
    server: {
      imapHost: 'imap.mail.me.com',
      imapPort: 993,
      imapSecure: true,
      smtpHost: 'smtp.mail.me.com',
      smtpPort: 587,
      smtpSecure: false,
    },
    needsAppPassword: true,
    appPasswordUrl: 'https://account.apple.com/account/manage',
  },
  {
    id: 'fastmail',
    label: 'Fastmail',
    domains: ['fastmail.com', 'fastmail.fm'],
    server: {
      imapHost: 'imap.fastmail.com',
      imapPort: 993,
      imapSecure: true,
      smtpHost: 'smtp.fastmail.com',
      smtpPort: 465,
      smtpSecure: true,
    },
    needsAppPassword: true,
    appPasswordUrl: null,
  },
  {
    id: 'aol',
    label: 'AOL Mail',
    domains: ['aol.com'],
    server: {
      imapHost: 'imap.aol.com',
      imapPort: 993,
      imapSecure: true,
      smtpHost: 'smtp.aol.com',
      smtpPort: 465,
      smtpSecure: true,
    },
    needsAppPassword: true,
    appPasswordUrl: 'https://login.aol.com/account/security',
  },
  {
    id: 'custom',
    label: 'Other mail service',
    domains: [],
    server: null,
    needsAppPassword: false,
    appPasswordUrl: null,
  },
];

/** The preset with this id. */
export function findPreset(id: ImapPresetId): ImapPreset {
  return IMAP_PRESETS.find((preset) => preset.id === id)!;
}

/** The preset for an address by its domain (`ada@ymail.com` → Yahoo); `custom` for any other. */
export function presetForAddress(email: string): ImapPreset {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return IMAP_PRESETS.find((preset) => preset.domains.includes(domain)) ?? findPreset('custom');
}
