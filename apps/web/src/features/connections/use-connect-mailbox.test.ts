import { SERVER_LOGIN_FORM } from './login-form.fixture';
import type { OfferedProvider } from '@reclaim/contract';
import { DATA_REQUEST_PATH, MAILBOX_AUTHORIZE_PATH } from '@reclaim/contract/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { connectProvider, loginFailureMessage } from './use-connect-mailbox';

const USER = 'ada@reclaim.example';

function offered(connect: OfferedProvider['connect'], id: OfferedProvider['id']): OfferedProvider {
  return {
    id,
    name: 'Some mail',
    description: 'Some mailboxes',
    connect,
    entersAliasesByHand: id === 'imap',
    isAvailable: true,
  };
}

function answerWith(body: unknown) {
  const fetchMock = vi.fn((_path: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The path and JSON body of the one request made. */
function sent(fetchMock: ReturnType<typeof answerWith>) {
  expect(fetchMock).toHaveBeenCalledOnce();
  const [path, init] = fetchMock.mock.calls[0]!;
  return { path, body: JSON.parse(init.body as string) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectProvider', () => {
  it('asks where the consent screen is for a provider connected by OAuth', async () => {
    const fetchMock = answerWith({ authorizationUrl: 'https://consent.example/authorize' });
    const provider = offered({ style: 'oauth', callbackPaths: ['/microsoft-auth'] }, 'microsoft');
    await expect(connectProvider(USER, { provider })).resolves.toEqual({
      authorizationUrl: 'https://consent.example/authorize',
    });
    expect(sent(fetchMock)).toEqual({
      path: MAILBOX_AUTHORIZE_PATH,
      body: { provider: 'microsoft', purpose: 'connect' },
    });
  });

  it('connects a provider offered at once without any login', async () => {
    const fetchMock = answerWith({
      data: { emailId: 'demo@reclaim.example', isAddressProven: true },
    });
    const provider = offered({ style: 'instant' }, 'demo');
    await expect(connectProvider(USER, { provider })).resolves.toEqual({
      emailId: 'demo@reclaim.example',
      isAddressProven: true,
    });
    expect(sent(fetchMock)).toEqual({
      path: DATA_REQUEST_PATH,
      body: {
        requestInfo: { userName: USER },
        requestBody: { oauthProvider: 'demo', type: 'connect', writeEmailPermission: '1' },
      },
    });
  });

  it("sends a form's address and login under `login` for a provider connected with a form", async () => {
    const fetchMock = answerWith({ data: { emailId: 'ada@yahoo.com', isAddressProven: false } });
    const provider = offered({ style: 'form', form: SERVER_LOGIN_FORM }, 'imap');
    const login = { emailId: 'ada@yahoo.com', login: { password: 'app-pw' } };
    // A server the person chose took the login: the address itself is still to be proven.
    await expect(connectProvider(USER, { provider, login })).resolves.toEqual({
      emailId: 'ada@yahoo.com',
      isAddressProven: false,
    });
    expect(sent(fetchMock).body.requestBody).toEqual({
      oauthProvider: 'imap',
      type: 'connect',
      writeEmailPermission: '1',
      emailId: 'ada@yahoo.com',
      login: { password: 'app-pw' },
    });
  });

  it('connects nothing for a provider with a form when no login was filled in', async () => {
    const fetchMock = answerWith({});
    const provider = offered({ style: 'form', form: SERVER_LOGIN_FORM }, 'imap');
    await expect(connectProvider(USER, { provider })).rejects.toThrow('login form');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const answer = (status: number, code: string, message: string) =>
  new ApiError(status, { statusCode: status, code, message, fields: [] });

describe('loginFailureMessage', () => {
  it("shows the server's own words for a refused login or too many attempts", () => {
    const refused = 'The mail server refused the user name or password.';
    expect(loginFailureMessage(answer(400, 'AuthenticationFailed', refused))).toBe(refused);
    const limited = 'Too many attempts to connect a mailbox with a password.';
    expect(loginFailureMessage(answer(429, 'RATE_LIMITED', limited))).toBe(limited);
  });

  it('leaves an ended session to the session dialog', () => {
    expect(loginFailureMessage(answer(401, 'UNAUTHENTICATED', 'Sign in'))).toBeNull();
  });

  it('says what to try when the server could not be reached at all', () => {
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'The mailbox could not be connected. Please check your connection and try again.',
    );
  });
});
