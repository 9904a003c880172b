/**
 * The identity service's answer with the session token taken out of its JSON (`token` of
 * sign-in, `session.token` of get-session). The token lives in an httpOnly cookie, where page
 * scripts cannot read it; a copy in JSON would undo that. API clients that authenticate with
 * `Authorization: Bearer` get the token from the `set-auth-token` header at sign-in.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const rebuild = (body: string) =>
    new Response(body, { status: response.status, statusText: response.statusText, headers });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return rebuild(text);
  }
  return rebuild(JSON.stringify(stripTokens(value)));
}

function stripTokens(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const answer = { ...value };
  delete answer.token;
  if (isRecord(answer.session)) {
    answer.session = { ...answer.session };
    delete (answer.session as Record<string, unknown>).token;
  }
  return answer;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
