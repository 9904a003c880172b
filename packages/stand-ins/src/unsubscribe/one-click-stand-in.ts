import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { writeSelfSignedCertificate } from '../tls/self-signed';

/** One unsubscribe the stand-in was sent, as it arrived. */
export interface ReceivedUnsubscribe {
  method: string;
  path: string;
  contentType: string;
  body: string;
  /** Whether the request carried a cookie or credentials (RFC 8058 §3.2: it must not). */
  hadCredentials: boolean;
}

export interface OneClickStandIn {
  /** `https://127.0.0.1:<port>`: every path takes the POST. */
  url: string;
  /** The certificate a client must trust to reach it (self-signed for 127.0.0.1). */
  cert: string;
  received: ReceivedUnsubscribe[];
  close(): Promise<void>;
}

/**
 * A sender's one-click unsubscribe endpoint (RFC 8058) over HTTPS on loopback. It takes a POST
 * whose body is `List-Unsubscribe=One-Click` with 200 and anything else with 400; a path that
 * starts `/status/<code>/` answers that code, so a test can play a sender that refuses.
 * `GET /received` lists what was sent, for browser tests that run it as a process.
 */
export async function startOneClickStandIn(options: {
  certDirectory: string;
  port?: number;
}): Promise<OneClickStandIn> {
  const tls = await writeSelfSignedCertificate(options.certDirectory);
  const received: ReceivedUnsubscribe[] = [];
  const server: Server = createServer(tls, (req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path,
        contentType: req.headers['content-type'] ?? '',
        body,
        hadCredentials: Boolean(req.headers.cookie || req.headers.authorization),
      });
      const chosen = /^\/status\/(\d{3})\//.exec(path)?.[1];
      const taken = req.method === 'POST' && body === 'List-Unsubscribe=One-Click';
      res.writeHead(chosen ? Number(chosen) : taken ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cert: tls.cert,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
