import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer to send: JSON unless `body` is undefined or a string with its own content type. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Whether the emulators log each request (`MAIL_API_DEBUG=1`). */
export const isDebug = () => process.env.MAIL_API_DEBUG === '1';

/** Writes `reply`; objects go out as JSON. */
export function sendReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent) return;
  const headers = { ...reply.headers };
  let payload: string | undefined;
  if (reply.body !== undefined) {
    payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
    if (!hasType) headers['Content-Type'] = 'application/json; charset=UTF-8';
  }
  res.writeHead(reply.status, headers).end(payload);
}

/** Reads a request body up to `limit` bytes (Gmail accepts messages up to 35 MB). */
export async function readBody(req: IncomingMessage, limit = 36 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new RangeError('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; undefined when it is empty or not JSON. */
export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Starts listening on loopback; port 0 picks a free port. Resolves with the base URL. */
export function listenOnLoopback(server: Server, port = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** Stops the server and drops kept-alive connections, so tests end promptly. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** Waits `ms` milliseconds; resolves at once for 0. */
export function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Reads a positive page size, defaulting to `fallback` and capped at `max`. */
export function pageSize(raw: string | null, fallback: number, max: number): number | null {
  if (raw === null) return fallback;
  const size = Number(raw);
  return Number.isInteger(size) && size > 0 ? Math.min(size, max) : null;
}
