import type { LoginForm } from '@reclaim/contract';

/**
 * A login form as a provider describes it, for tests: a password; for addresses of unlisted
 * domains also two servers, one required, and a port; a note with a link for one known domain.
 */
export const SERVER_LOGIN_FORM: LoginForm = {
  fields: [
    {
      name: 'password',
      label: 'App password',
      input: 'password',
      requiredMessage: 'App password is required',
      maxLength: 256,
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
      name: 'apiUrl',
      label: 'API address',
      input: 'url',
      requiredMessage: null,
      section: 'servers',
    },
  ],
  sections: [{ id: 'servers', legend: 'Other provider', shownFor: 'other-domains' }],
  knownDomains: [
    {
      domains: ['yahoo.com', 'ymail.com'],
      hint: {
        field: 'password',
        text: 'Yahoo Mail needs an app password. Create one in {link} and enter it here.',
        link: {
          label: 'Yahoo Mail account security',
          url: 'https://login.yahoo.com/account/security',
        },
      },
    },
    { domains: ['fastmail.com'] },
  ],
};
