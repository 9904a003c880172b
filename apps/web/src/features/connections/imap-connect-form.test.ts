import { describe, expect, it } from 'vitest';
import {
  EMPTY_IMAP_CONNECT_FORM,
  imapConnectFormSchema,
  knownPresetFor,
  needsServerFields,
  toImapConnectRequest,
  type ImapConnectForm,
} from './imap-connect-form';

const form = (values: Partial<ImapConnectForm>) => ({ ...EMPTY_IMAP_CONNECT_FORM, ...values });

/** The failing fields of a form, with their messages. */
function problems(values: Partial<ImapConnectForm>) {
  const result = imapConnectFormSchema.safeParse(form(values));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the servers the form asks for', () => {
  it('asks for none for Yahoo and the other presets, and tells which service it is', () => {
    for (const email of ['ada@yahoo.com', 'ada@ymail.com', 'ada@icloud.com', 'ada@aol.com']) {
      expect(needsServerFields(email)).toBe(false);
    }
    expect(knownPresetFor('Ada@YAHOO.com')).toMatchObject({
      label: 'Yahoo Mail',
      appPasswordUrl: 'https://login.yahoo.com/account/security',
    });
  });

  it('asks for servers for any other domain, but not before the address has one', () => {
    expect(needsServerFields('ada@example.org')).toBe(true);
    expect(knownPresetFor('ada@example.org')).toBeNull();
    expect(needsServerFields('ada')).toBe(false);
    expect(knownPresetFor('ada')).toBeNull();
  });
});

describe('checking the form', () => {
  it('accepts a Yahoo address and app password alone', () => {
    expect(problems({ email: 'ada@yahoo.com', password: 'abcd efgh ijkl mnop' })).toEqual({});
  });

  it('requires the address and the password', () => {
    expect(problems({})).toMatchObject({
      email: 'Email is required',
      password: 'App password is required',
    });
  });

  it('says in plain words how long the address, the password and a server may be', () => {
    expect(
      problems({
        email: `${'a'.repeat(250)}@example.org`,
        password: 'p'.repeat(257),
        imapHost: `${'i'.repeat(250)}.org`,
        smtpHost: 'smtp.example.org',
      }),
    ).toEqual({
      email: 'Use at most 254 characters.',
      password: 'Use at most 256 characters.',
      imapHost: 'Use at most 253 characters.',
    });
  });

  it('requires both servers for an address without a preset', () => {
    expect(problems({ email: 'ada@example.org', password: 'secret' })).toEqual({
      imapHost: 'Enter the server of your mail service',
      smtpHost: 'Enter the server of your mail service',
    });
  });

  it('refuses server names that are not host names and ports out of range', () => {
    expect(
      problems({
        email: 'ada@example.org',
        password: 'secret',
        imapHost: 'https://imap.example.org',
        imapPort: '0',
        smtpHost: 'smtp.example.org',
        smtpPort: '70000',
      }),
    ).toEqual({
      imapHost: 'Enter a server name such as imap.example.com',
      imapPort: 'Enter a port between 1 and 65535',
      smtpPort: 'Enter a port between 1 and 65535',
    });
  });
});

describe('toImapConnectRequest', () => {
  it('sends only the password for a preset, even if server fields were filled before', () => {
    const request = toImapConnectRequest(
      form({ email: 'ada@yahoo.com', password: 'app-pw', imapHost: 'imap.example.org' }),
    );
    expect(request).toEqual({ emailId: 'ada@yahoo.com', login: { password: 'app-pw' } });
  });

  it('sends the typed servers with ports as numbers, leaving empty ports to the server', () => {
    const request = toImapConnectRequest(
      form({
        email: 'ada@example.org',
        password: 'pw',
        imapHost: 'imap.example.org',
        imapPort: '143',
        smtpHost: 'smtp.example.org',
      }),
    );
    expect(request).toEqual({
      emailId: 'ada@example.org',
      login: {
        password: 'pw',
        imapHost: 'imap.example.org',
        imapPort: 143,
        smtpHost: 'smtp.example.org',
      },
    });
  });
});
