import {
  emailSchema,
  fieldsAskedFor,
  loginValueSchema,
  type LoginField,
  type LoginForm,
} from '@reclaim/contract';
import { z } from 'zod';
import type { LoginSubmission } from './use-connect-mailbox';

/** A login form as typed: the address, and every field of the form by name, as text. */
export interface LoginFormValues {
  email: string;
  login: Record<string, string>;
}

/** The form before anything is typed. */
export function emptyLoginFormValues(form: LoginForm): LoginFormValues {
  return { email: '', login: Object.fromEntries(form.fields.map((field) => [field.name, ''])) };
}

/** Whether a field was left empty: a password counts as typed even if it is all spaces. */
function isEmpty(field: LoginField, typed: string): boolean {
  return field.input === 'password' ? typed === '' : typed.trim() === '';
}

/** The value a field's check and the request take: a port as a number, the rest as typed. */
function valueOf(field: LoginField, typed: string): unknown {
  return field.input === 'port' ? Number(typed.trim()) : typed;
}

/**
 * The checks of a form, drawn from its description: the address, then each field asked for with
 * this address (a required one must not be empty; a typed one must pass its input's check, in
 * the words the server uses too). Fields of sections not shown are not looked at.
 */
export function loginFormValuesSchema(form: LoginForm) {
  return z
    .object({ email: emailSchema, login: z.record(z.string(), z.string()) })
    .superRefine((values, context) => {
      for (const field of fieldsAskedFor(form, values.email)) {
        const typed = values.login[field.name] ?? '';
        const path = ['login', field.name];
        if (isEmpty(field, typed)) {
          if (field.requiredMessage) {
            context.addIssue({ code: 'custom', path, message: field.requiredMessage });
          }
          continue;
        }
        const checked = loginValueSchema(field).safeParse(valueOf(field, typed));
        if (!checked.success) {
          context.addIssue({ code: 'custom', path, message: checked.error.issues[0]!.message });
        }
      }
    });
}

/**
 * What the connect call sends for checked values: the fields asked for with this address that
 * were typed, each as its check gives it (trimmed, a port as a number); the rest is left to the
 * provider's defaults.
 */
export function toLoginSubmission(form: LoginForm, values: LoginFormValues): LoginSubmission {
  const login: Record<string, unknown> = {};
  for (const field of fieldsAskedFor(form, values.email)) {
    const typed = values.login[field.name] ?? '';
    if (isEmpty(field, typed)) continue;
    login[field.name] = loginValueSchema(field).parse(valueOf(field, typed));
  }
  return { emailId: values.email.trim(), login };
}

/**
 * The server's words about single fields of a refused login (`body.requestBody.login.password`),
 * by the form's own paths (`login.password`), for the fields the form has.
 */
export function serverFieldErrors(
  form: LoginForm,
  fields: readonly { path: string; message: string }[] | undefined,
): FieldMessage[] {
  const names = new Set(form.fields.map((field) => field.name));
  return (fields ?? []).flatMap(({ path, message }): FieldMessage[] => {
    if (path === 'body.requestBody.emailId') return [{ name: 'email', message }];
    const name = /^body\.requestBody\.login\.([A-Za-z0-9]+)$/.exec(path)?.[1];
    return name && names.has(name) ? [{ name: `login.${name}`, message }] : [];
  });
}

/** A message for one field of the form, by its path in the form's values. */
interface FieldMessage {
  name: `login.${string}` | 'email';
  message: string;
}
