import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorCode, type FieldError } from '../lib/app-error';
import { RateLimitedError } from '../modules/rate-limit/rate-limiter';

const STATUS: Record<AppErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  misconfigured: 500,
  bad_gateway: 502,
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/** One mapping from errors to HTTP answers: `{ statusCode, error, code, message, fields }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
      const status = STATUS[error.code];
      return reply
        .status(status)
        .send(body(status, error.reason ?? error.code.toUpperCase(), error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send(
          body(
            400,
            'INVALID_INPUT',
            fields.map((f) => `${f.path}: ${f.message}`).join('; '),
            fields,
          ),
        );
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'Request failed');
    const message = status === 500 ? 'Something went wrong.' : error.message;
    return reply.status(status).send(body(status, error.code ?? 'ERROR', message, []));
  });
}

/** `data.reasonCode` repeats `code` in the envelope the spec's calls answer with (§7). */
function body(statusCode: number, code: string, message: string, fields: FieldError[]) {
  return {
    statusCode,
    error: REASONS[statusCode] ?? 'Error',
    code,
    message,
    fields,
    data: { reasonCode: code },
  };
}
