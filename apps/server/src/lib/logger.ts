import type { DestinationStream } from 'pino';
import pino from 'pino';

/** The request as a log line shows it. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The URL with each query value left out: OAuth returns carry the authorization code and state
 * there (`/gmail-auth?code=…&state=…`), and a log is no place for them.
 */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const keys = [...new Set(new URLSearchParams(url.slice(start + 1)).keys())];
  return `${url.slice(0, start)}?${keys.map((key) => `${encodeURIComponent(key)}=…`).join('&')}`;
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: JSON lines, requests without their query values. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = { level, serializers: { req: serializeRequest } };
  return destination ? pino(options, destination) : pino(options);
}
