import type { z } from 'zod';
import { AppError, type FieldError } from './app-error';

/**
 * The failing fields of a zod error, as `{ path: 'requestBody.emailId', message }`. A field that
 * a strict schema does not know is named itself, one entry per unknown field.
 */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...path, key].join('.'),
        message: 'Unknown field',
      }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });
}

const NUL_MESSAGE = 'Must not contain a NUL character';

/**
 * Refuses a body with a NUL character in any of its strings or keys, which PostgreSQL cannot
 * keep in text: 400 naming the field, before any handler reads it.
 */
export function assertNoNulCharacter(value: unknown, path = 'body'): void {
  const field = findNulCharacter(value, path);
  if (field)
    throw new AppError('invalid_input', `${field}: ${NUL_MESSAGE}`, [
      { path: field, message: NUL_MESSAGE },
    ]);
}

function findNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}.${key}`;
    if (key.includes('\u0000')) return childPath;
    const found = findNulCharacter(child, childPath);
    if (found) return found;
  }
  return undefined;
}
