import { fieldsAskedFor, knownDomainOf } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_LOGIN_FORM as FORM } from './login-form.fixture';
import {
  emptyLoginFormValues,
  loginFormValuesSchema,
  serverFieldErrors,
  toLoginSubmission,
  type LoginFormValues,
} from './login-form-values';

const typed = (email: string, login: Record<string, string> = {}): LoginFormValues => {
  const empty = emptyLoginFormValues(FORM);
  return { email, login: { ...empty.login, ...login } };
};

/** The failing fields of a form, with their messages. */
function problems(values: LoginFormValues) {
  const result = loginFormValuesSchema(FORM).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the fields a form asks for', () => {
  it('asks for no servers for a known domain, and has its note', () => {
    for (const email of ['ada@yahoo.com', 'Ada@YMAIL.com', 'ada@fastmail.com']) {
      expect(fieldsAskedFor(FORM, email).map((field) => field.name)).toEqual(['password']);
    }
    expect(knownDomainOf(FORM, 'Ada@YAHOO.com')?.hint?.link?.label).toBe(
      'Yahoo Mail account security',
    );
    expect(knownDomainOf(FORM, 'ada@fastmail.com')?.hint).toBeUndefined();
  });

  it('asks for servers for any other domain, but not before the address has one', () => {
    expect(fieldsAskedFor(FORM, 'ada@example.org').map((field) => field.name)).toEqual([
      'password',
      'imapHost',
      'imapPort',
      'apiUrl',
    ]);
    for (const email of ['ada', 'ada@', 'ada@example']) {
      expect(fieldsAskedFor(FORM, email).map((field) => field.name)).toEqual(['password']);
    }
    expect(knownDomainOf(FORM, 'ada@example.org')).toBeUndefined();
  });
});

describe('checking the form', () => {
  it('accepts a known address and its password alone', () => {
    expect(problems(typed('ada@yahoo.com', { password: 'abcd efgh ijkl mnop' }))).toEqual({});
  });

  it("requires the address and each required field, in the form's own words", () => {
    expect(problems(typed(''))).toEqual({
      email: 'Email is required',
      'login.password': 'App password is required',
    });
    expect(problems(typed('ada@example.org', { password: 'secret' }))).toEqual({
      'login.imapHost': 'Enter the IMAP server of your mail service',
    });
  });

  it('takes a password of spaces as typed, but not a server of spaces', () => {
    expect(problems(typed('ada@example.org', { password: '   ', imapHost: '   ' }))).toEqual({
      'login.imapHost': 'Enter the IMAP server of your mail service',
    });
  });

  it('says in plain words how long the address and a field may be', () => {
    expect(
      problems(
        typed(`${'a'.repeat(250)}@example.org`, {
          password: 'p'.repeat(257),
          imapHost: `${'i'.repeat(250)}.org`,
        }),
      ),
    ).toEqual({
      email: 'Use at most 254 characters.',
      'login.password': 'Use at most 256 characters.',
      'login.imapHost': 'Use at most 253 characters.',
    });
  });

  it('checks each kind of field: a server name, a port, an https address', () => {
    expect(
      problems(
        typed('ada@example.org', {
          password: 'secret',
          imapHost: 'https://imap.example.org',
          imapPort: '99999',
          apiUrl: 'http://api.example.org',
        }),
      ),
    ).toEqual({
      'login.imapHost': 'Enter a server name such as imap.example.com',
      'login.imapPort': 'Enter a port between 1 and 65535',
      'login.apiUrl': 'Enter an address that starts with https://',
    });
    expect(
      problems(
        typed('ada@example.org', { password: 's', imapHost: 'imap.example.org', imapPort: '14x' }),
      ),
    ).toEqual({ 'login.imapPort': 'Enter a port between 1 and 65535' });
  });

  it('does not look at the fields of a section that is not shown', () => {
    expect(
      problems(typed('ada@yahoo.com', { password: 'pw', imapHost: 'not a host', imapPort: '0' })),
    ).toEqual({});
  });
});

describe('toLoginSubmission', () => {
  it('sends only the fields asked for, even if hidden fields were filled before', () => {
    const values = typed('ada@yahoo.com', { password: 'app-pw', imapHost: 'imap.example.org' });
    expect(toLoginSubmission(FORM, values)).toEqual({
      emailId: 'ada@yahoo.com',
      login: { password: 'app-pw' },
    });
  });

  it('sends typed fields as their checks give them, leaving empty ones to the provider', () => {
    const values = typed(' ada@example.org ', {
      password: ' pw ',
      imapHost: ' IMAP.Example.org ',
      imapPort: ' 143 ',
    });
    expect(toLoginSubmission(FORM, values)).toEqual({
      emailId: 'ada@example.org',
      login: { password: ' pw ', imapHost: 'imap.example.org', imapPort: 143 },
    });
  });
});

describe('serverFieldErrors', () => {
  it("puts the server's words beside the fields it names, and leaves the rest to the alert", () => {
    expect(
      serverFieldErrors(FORM, [
        { path: 'body.requestBody.login.password', message: 'Wrong' },
        { path: 'body.requestBody.login.imapPort', message: 'Port' },
        { path: 'body.requestBody.emailId', message: 'Already connected' },
        { path: 'body.requestBody.login', message: 'Could not log in' },
        { path: 'body.requestBody.login.proxy', message: 'Not a field of this login' },
      ]),
    ).toEqual([
      { name: 'login.password', message: 'Wrong' },
      { name: 'login.imapPort', message: 'Port' },
      { name: 'email', message: 'Already connected' },
    ]);
  });
});
