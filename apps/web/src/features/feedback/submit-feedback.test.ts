import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitFeedback } from './submit-feedback';

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitFeedback', () => {
  it('posts JSON with same-origin credentials and leaves out an empty e-mail', async () => {
    const fetchMock = answerWith(201, { id: 'f1' });
    await expect(submitFeedback({ message: 'Great', rating: 4, email: '' })).resolves.toEqual({
      status: 'sent',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/feedback', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Great', rating: 4 }),
    });
  });

  it('returns the rejected fields of a 400 answer', async () => {
    answerWith(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input',
      fields: [{ path: 'message', message: 'Please tell us what you think' }],
    });
    await expect(submitFeedback({ message: ' ' })).resolves.toEqual({
      status: 'invalid',
      message: 'Invalid input',
      fields: [{ path: 'message', message: 'Please tell us what you think' }],
    });
  });

  it('reports a 429 answer as rate limited', async () => {
    answerWith(429, { message: 'Too Many Requests' });
    await expect(submitFeedback({ message: 'Hi' })).resolves.toEqual({ status: 'rate-limited' });
  });

  it('reports other answers and network errors as failed', async () => {
    answerWith(500, {});
    await expect(submitFeedback({ message: 'Hi' })).resolves.toEqual({ status: 'failed' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(submitFeedback({ message: 'Hi' })).resolves.toEqual({ status: 'failed' });
  });
});
