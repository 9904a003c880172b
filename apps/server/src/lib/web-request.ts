import type { FastifyReply, FastifyRequest } from 'fastify';

/** Builds a Fetch API Request from a Fastify request, for handlers written against web standards. */
export function toWebRequest(request: FastifyRequest, origin: string, body?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client address as Fastify resolved it (trusting proxies only when configured), never as
  // the client claims it.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    ...(hasBody ? { body } : {}),
  });
}

/** Sends a Fetch API Response through Fastify, keeping every Set-Cookie header. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
