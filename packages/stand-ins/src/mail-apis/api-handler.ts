import type { IncomingMessage, RequestListener } from 'node:http';
import { bearerToken, type ResolvedUser, type ResolveUser } from './bearer-auth.js';
import { isDebug, pause, readBody, sendReply, type Reply } from './http-kit.js';
import type { UserMailbox } from './mailbox-store.js';
import type { FaultKind, Throttle, TrafficLedger } from './traffic-ledger.js';

/** One authenticated, admitted request as a route sees it. */
export interface ApiCall {
  req: IncomingMessage;
  url: URL;
  /** Capture groups of the route's pattern, URI-decoded. */
  params: string[];
  user: ResolvedUser;
  mailbox: UserMailbox;
  body(): Promise<Buffer>;
  /** Counts the request as refused for asking for message bodies. */
  markRefused(): void;
}

/** A method of an API: where it lives, what it costs, what it does. */
export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Matched against the path without the query. */
  pattern: RegExp;
  /** The quota name (`messages.list`), as counted in stats. */
  name: string;
  units: number;
  handle(call: ApiCall): Reply | Promise<Reply>;
}

/** How an API words its errors. */
export interface ApiErrors {
  notFound(): Reply;
  unauthenticated(): Reply;
  fault(kind: FaultKind): Reply;
  throttled(throttle: Throttle): Reply;
  internal(): Reply;
}

/** Everything the request handler of an emulator needs. */
export interface ApiHandlerOptions {
  label: string;
  routes: readonly ApiRoute[];
  errors: ApiErrors;
  resolveUser: ResolveUser;
  mailboxOf: (email: string) => UserMailbox;
  ledger: TrafficLedger;
  /** Delay before each admitted request is answered, holding its concurrency slot. */
  latencyMs: number;
  /** Rewrites a path before routing, e.g. OData keys `folders('x')` to `folders/x`. */
  normalizePath?: (path: string) => string;
}

/** A route pattern from a path with `{name}` placeholders, each matching one segment. */
export function pathPattern(path: string, flags = ''): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '([^/]+)')}$`, flags);
}

function matchRoute(routes: readonly ApiRoute[], method: string, path: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, params: match.slice(1).map((part) => decodeURIComponent(part)) };
  }
  return null;
}

/**
 * Builds the request pipeline both emulators share: route, authenticate, play a scripted failure,
 * apply the concurrency and rate limits, charge the units, then answer.
 */
export function createApiHandler(options: ApiHandlerOptions): RequestListener {
  const { errors, ledger } = options;

  const answer = async (req: IncomingMessage, url: URL, hold: (release: () => void) => void) => {
    const path = options.normalizePath?.(url.pathname) ?? url.pathname;
    const matched = matchRoute(options.routes, req.method ?? 'GET', path);
    if (!matched) return errors.notFound();
    const token = bearerToken(req.headers.authorization);
    const resolved = token ? await options.resolveUser(token) : null;
    if (!resolved) return errors.unauthenticated();
    const user = { ...resolved, email: resolved.email.toLowerCase() };

    const fault = ledger.arrive(user.email);
    if (fault) return errors.fault(fault);
    const admission = ledger.admit(user.email, matched.route.name, matched.route.units);
    if ('reason' in admission) return errors.throttled(admission);
    hold(admission.release);

    await pause(options.latencyMs);
    return matched.route.handle({
      req,
      url,
      params: matched.params,
      user,
      mailbox: options.mailboxOf(user.email),
      body: () => readBody(req),
      markRefused: () => ledger.markRefused(user.email),
    });
  };

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let release = () => {};
    const hold = (admitted: () => void) => {
      release = admitted;
      res.once('close', admitted);
    };
    answer(req, url, hold)
      .catch((error: unknown) => {
        console.error(`[${options.label}] ${req.method} ${url.pathname}`, error);
        return errors.internal();
      })
      .then((reply) => {
        if (isDebug()) console.log(`[${options.label}] ${req.method} ${req.url} → ${reply.status}`);
        // The slot is freed before the answer leaves, so a client that waits for an answer before
        // sending the next request can never be counted twice.
        release();
        sendReply(res, reply);
      })
      .catch((error: unknown) => console.error(`[${options.label}] could not answer`, error));
  };
}
