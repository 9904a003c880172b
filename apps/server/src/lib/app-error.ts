export type AppErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'misconfigured'
  /** A provider Reclaim depends on failed or answered something unusable. */
  | 'bad_gateway';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type of the server; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    /** A finer machine-readable reason, sent as `code` (e.g. `PASSWORD_POLICY`). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
