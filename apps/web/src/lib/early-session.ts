/**
 * The session, asked for by the page's entry as soon as it runs, so that its answer is there when
 * the app's code arrives; the identity client's first request for it takes that answer instead of
 * asking again (decisions 39 and 77).
 */
const SESSION_PATH = '/api/auth/get-session';

let early: Promise<Response> | undefined;

/** Asks for the session now; the entry calls this before it starts the app. */
export function askForSessionEarly(): void {
  early = fetch(SESSION_PATH, { credentials: 'include' });
  // A failed call is the client's to see when it takes the answer; until then it is not unhandled.
  early.catch(() => undefined);
}

/** `fetch`, except that the first plain request for the session takes the early answer. */
export function fetchTakingEarlySession(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const answer = early;
  if (answer && isPlainSessionRequest(input, init)) {
    early = undefined;
    return answer;
  }
  return fetch(input, init);
}

function isPlainSessionRequest(input: RequestInfo | URL, init: RequestInit | undefined) {
  if (input instanceof Request || (init?.method ?? 'GET').toUpperCase() !== 'GET') return false;
  const url = new URL(String(input), window.location.href);
  return (
    url.origin === window.location.origin && url.pathname === SESSION_PATH && url.search === ''
  );
}
