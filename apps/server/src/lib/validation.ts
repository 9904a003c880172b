import type { z } from 'zod';
import type { FieldError } from './app-error';

/** The failing fields of a zod error, as `{ path: 'requestBody.emailId', message }`. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
