import type { ApiErrors } from './api-handler.js';
import type { Reply } from './http-kit.js';

/** A Google API error in the shape of `googleapis.com` JSON errors. */
export function googleError(
  code: number,
  status: string,
  reason: string,
  message: string,
  headers?: Record<string, string>,
): Reply {
  return {
    status: code,
    body: { error: { code, message, status, errors: [{ domain: 'global', reason, message }] } },
    ...(headers ? { headers } : {}),
  };
}

/** 400 for a parameter the emulator cannot make sense of. */
export const badRequest = (message: string) =>
  googleError(400, 'INVALID_ARGUMENT', 'badRequest', message);

/** 404 for a message, or a history id that is too old. */
export const entityNotFound = () =>
  googleError(404, 'NOT_FOUND', 'notFound', 'Requested entity was not found.');

/** 403 for a request that would return message content. */
export const bodiesRefused = (what: string) =>
  googleError(
    403,
    'PERMISSION_DENIED',
    'forbidden',
    `${what} would return message content; Reclaim may only read metadata (format=metadata).`,
  );

const unauthenticated = () =>
  googleError(
    401,
    'UNAUTHENTICATED',
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token.',
    { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  );

const rateLimited = (message: string, retryAfterSeconds: number) =>
  googleError(429, 'RESOURCE_EXHAUSTED', 'rateLimitExceeded', message, {
    'Retry-After': String(retryAfterSeconds),
  });

/** How the Gmail emulator words its errors. */
export const GMAIL_ERRORS: ApiErrors = {
  notFound: () => googleError(404, 'NOT_FOUND', 'notFound', 'Not Found'),
  unauthenticated,
  fault: (kind) => {
    switch (kind) {
      case '401':
        return unauthenticated();
      case '429':
        return rateLimited('User-rate limit exceeded', 1);
      case '500':
        return googleError(500, 'INTERNAL', 'backendError', 'Backend Error');
      case '503':
        return googleError(
          503,
          'UNAVAILABLE',
          'backendError',
          'The service is currently unavailable.',
        );
      case 'invalid_grant':
        return {
          status: 401,
          body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        };
    }
  },
  throttled: ({ reason, retryAfterSeconds }) =>
    rateLimited(
      reason === 'rate' ? 'User-rate limit exceeded' : 'Too many concurrent requests for user.',
      retryAfterSeconds,
    ),
  internal: () => googleError(500, 'INTERNAL', 'backendError', 'Backend Error'),
};
