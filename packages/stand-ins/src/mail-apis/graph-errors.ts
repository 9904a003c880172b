import { randomUUID } from 'node:crypto';
import type { ApiErrors } from './api-handler.js';
import type { Reply } from './http-kit.js';

/** A Microsoft Graph error: `{ error: { code, message, innerError } }`. */
export function graphError(
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): Reply {
  return {
    status,
    body: {
      error: {
        code,
        message,
        innerError: { date: new Date().toISOString().slice(0, 19), 'request-id': randomUUID() },
      },
    },
    ...(headers ? { headers } : {}),
  };
}

/** 400 for a query option the emulator cannot make sense of. */
export const graphBadRequest = (message: string) => graphError(400, 'BadRequest', message);

/** 404 for an unknown message or folder. */
export const itemNotFound = () =>
  graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');

/** 403 for a request that would return message content. */
export const graphBodiesRefused = (what: string) =>
  graphError(
    403,
    'ErrorAccessDenied',
    `${what} would return message content; Reclaim may only read metadata ($select without body).`,
  );

/** 410 for a delta token older than the retained change log. */
export const syncStateNotFound = () =>
  graphError(
    410,
    'syncStateNotFound',
    'The sync state generation is not found. The delta token is expired and data must be synchronized again.',
  );

const unauthenticated = () =>
  graphError(401, 'InvalidAuthenticationToken', 'Access token validation failure.', {
    'WWW-Authenticate': 'Bearer realm="", error="invalid_token"',
  });

/** How the Graph emulator words its errors. */
export const GRAPH_ERRORS: ApiErrors = {
  notFound: () => graphError(400, 'BadRequest', 'Resource not found for the segment.'),
  unauthenticated,
  fault: (kind) => {
    switch (kind) {
      case '401':
        return unauthenticated();
      case '429':
        return graphError(429, 'TooManyRequests', 'Too many requests.', { 'Retry-After': '1' });
      case '500':
        return graphError(500, 'InternalServerError', 'An internal server error occurred.');
      case '503':
        return graphError(503, 'ServiceUnavailable', 'Service unavailable.', {
          'Retry-After': '1',
        });
      case 'invalid_grant':
        return {
          status: 401,
          body: {
            error: 'invalid_grant',
            error_description: 'AADSTS70000: The provided grant has expired or been revoked.',
          },
        };
    }
  },
  throttled: ({ reason, retryAfterSeconds }) =>
    graphError(
      429,
      'ApplicationThrottled',
      reason === 'concurrency'
        ? 'Application is over its MailboxConcurrency limit.'
        : 'Application is over its request limit for this mailbox.',
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  internal: () => graphError(500, 'InternalServerError', 'An internal server error occurred.'),
};
