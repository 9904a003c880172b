import type { IncomingMessage, RequestListener } from 'node:http';
import { bearerToken, type ResolvedUser, type ResolveUser } from './bearer-auth.js';
import { isDebug, pause, readBody, sendReply, type Reply } from './http-kit.js';
import type { UserMailbox } from './mailbox-store.js';
import type { Arrival, ErrorFault, Throttle, TrafficLedger } from './traffic-ledger.js';

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
  fault(kind: ErrorFault): Reply;
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
  /** How long a `stall` holds its answer when the client does not hang up first. */
  stallMs: number;
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

/** One request and its answer as the pipeline follows it. */
interface Exchange {
  /** Keeps the request's concurrency slot until `release` or until the connection closes. */
  hold(release: () => void): void;
  /** The ledger's record of the request, once it is authenticated. */
  arrival: Arrival | null;
  /** Settles when the client hangs up (or the answer is done). */
  closed: Promise<void>;
  isClosed(): boolean;
}

/**
 * Builds the request pipeline both emulators share: route, authenticate, play a scripted failure,
 * apply the concurrency and rate limits, charge the units, then answer.
 */
export function createApiHandler(options: ApiHandlerOptions): RequestListener {
  const { errors, ledger } = options;

  // Null when nobody is left to answer: the client hung up on a stall.
  const answer = async (req: IncomingMessage, url: URL, exchange: Exchange) => {
    const path = options.normalizePath?.(url.pathname) ?? url.pathname;
    const matched = matchRoute(options.routes, req.method ?? 'GET', path);
    if (!matched) return errors.notFound();
    const token = bearerToken(req.headers.authorization);
    const resolved = token ? await options.resolveUser(token) : null;
    if (!resolved) return errors.unauthenticated();
    const user = { ...resolved, email: resolved.email.toLowerCase() };

    const arrival = ledger.arrive(user.email, matched.route.name);
    exchange.arrival = arrival;
    if (arrival.fault === 'stall') {
      await Promise.race([pause(options.stallMs), exchange.closed]);
      if (exchange.isClosed()) return null;
    } else if (arrival.fault) return errors.fault(arrival.fault);
    const admission = ledger.admit(user.email, matched.route.name, matched.route.units);
    if ('reason' in admission) return errors.throttled(admission);
    exchange.hold(admission.release);

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
    let isClosed = false;
    const exchange: Exchange = {
      hold: (admitted) => {
        release = admitted;
        res.once('close', admitted);
      },
      arrival: null,
      closed: new Promise((resolve) =>
        res.once('close', () => {
          isClosed = true;
          resolve();
        }),
      ),
      isClosed: () => isClosed,
    };
    answer(req, url, exchange)
      .catch((error: unknown) => {
        console.error(`[${options.label}] ${req.method} ${url.pathname}`, error);
        return errors.internal();
      })
      .then((reply) => {
        const status = reply?.status ?? 'no answer';
        if (isDebug()) console.log(`[${options.label}] ${req.method} ${req.url} → ${status}`);
        // The slot is freed before the answer leaves, so a client that waits for an answer before
        // sending the next request can never be counted twice.
        release();
        exchange.arrival?.ended(reply);
        if (reply) sendReply(res, reply);
      })
      .catch((error: unknown) => console.error(`[${options.label}] could not answer`, error));
  };
}
