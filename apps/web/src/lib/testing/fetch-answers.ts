import { vi } from 'vitest';

/** What a test's `fetch` answers: replaced by {@link answerWith} for each test. */
export interface FetchAnswers {
  answer: (url: unknown, init?: RequestInit) => Promise<Response>;
}

/** The JSON a call sent, or `{}` when it sent none. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
}

/** Answers every call with `status` and `body` as JSON; the mock tells what was asked. */
export function answerWith(calls: FetchAnswers, status: number, body: unknown) {
  const fetchMock = vi.fn((_url: unknown, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  calls.answer = fetchMock;
  return fetchMock;
}
