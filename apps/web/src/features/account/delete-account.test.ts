import { ACCOUNT_DELETED_MESSAGE, DELETE_ACCOUNT_PATH } from '@reclaim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { deleteAccount, readDeletedMessage } from './delete-account';

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deleteAccount', () => {
  it('posts the caller as requestInfo and resolves to the answer message', async () => {
    const fetchMock = answerWith(200, {
      status: 200,
      message: 'Account Deleted Successfully.',
      data: {},
    });
    await expect(deleteAccount('ada@example.com')).resolves.toBe('Account Deleted Successfully.');
    expect(fetchMock).toHaveBeenCalledWith(DELETE_ACCOUNT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestInfo: { userName: 'ada@example.com' } }),
    });
  });

  it('rejects with the status when the account could not be deleted', async () => {
    answerWith(404, {
      statusCode: 404,
      code: 'not_found',
      message: 'User does not exists',
      fields: [],
    });
    const failure = await deleteAccount('ada@example.com').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});

describe('readDeletedMessage', () => {
  it('falls back to the spec text when a 200 body is not the expected envelope', () => {
    expect(readDeletedMessage({ ok: true })).toBe(ACCOUNT_DELETED_MESSAGE);
    expect(ACCOUNT_DELETED_MESSAGE).toBe('Account Deleted Successfully.');
  });
});
