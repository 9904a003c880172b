import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, TextField } from '../../components/ui/text-field';
import {
  isSectionShown,
  knownDomainOf,
  type LoginField,
  type LoginForm,
  type LoginHint,
} from '@reclaim/contract';
import { ApiError } from '../../lib/api-client';
import { ADDRESS_PROOF_TEXT } from './address-proof';
import { ConfirmAddressForm } from './confirm-address-form';
import {
  emptyLoginFormValues,
  loginFormValuesSchema,
  serverFieldErrors,
  toLoginSubmission,
  type LoginFormValues,
} from './login-form-values';
import type { LoginFormProps } from './login-forms';
import {
  loginFailureMessage,
  useAfterConnect,
  useConnectMailbox,
  type LoginSubmission,
} from './use-connect-mailbox';

/**
 * The login form of a provider, drawn from its description, e.g. Connect 'Yahoo / IMAP': the
 * address and its app password; for a mail service without a preset also its IMAP and SMTP
 * servers. The provider tries the login before saving anything and its answer is shown under the
 * form (and beside the fields it names), with everything typed kept for another try. Once
 * connected, the same dialog asks for the code mailed to the address: a server that took a login
 * does not prove whose address it is (decision 46).
 */
export function LoginFormDialog({ isOpen, onClose, userName, provider, form }: LoginFormProps) {
  const [proving, setProving] = useState<string | null>(null);
  const connect = useConnectMailbox(userName, { onUnproven: setProving });
  const afterConnect = useAfterConnect();
  const close = () => {
    if (connect.isPending) return;
    connect.reset();
    onClose();
  };
  // Connected either way: the scan has started, and the code can be entered later too.
  const goOn = () => {
    if (proving) void afterConnect(proving);
    close();
  };
  if (proving) {
    return (
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => !open && goOn()}
        title={ADDRESS_PROOF_TEXT.title}
        description={ADDRESS_PROOF_TEXT.description}
      >
        <ConfirmAddressForm
          userName={userName}
          emailId={proving}
          onConfirmed={goOn}
          onLater={goOn}
        />
      </Dialog>
    );
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={`Connect ${provider.name}`}
      description="Reclaim reads only the sender, subject, snippet and date of your mail, never the message itself."
    >
      <LoginFormFields
        form={form}
        isPending={connect.isPending}
        error={connect.isError ? connect.error : null}
        onEdit={() => connect.isError && connect.reset()}
        onSubmit={(login) => connect.mutate({ provider, login })}
      />
    </Dialog>
  );
}

function LoginFormFields({
  form,
  isPending,
  error,
  onEdit,
  onSubmit,
}: {
  form: LoginForm;
  isPending: boolean;
  error: Error | null;
  /** The person changed a field: the server's answer was about what they typed before. */
  onEdit: () => void;
  onSubmit: (login: LoginSubmission) => void;
}) {
  const schema = useMemo(() => loginFormValuesSchema(form), [form]);
  const values = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyLoginFormValues(form),
  });
  const email = values.watch('email');
  const hint = knownDomainOf(form, email)?.hint;
  useEffect(() => {
    const subscription = values.watch((_values, { type }) => {
      if (type === 'change') onEdit();
    });
    return () => subscription.unsubscribe();
  }, [values, onEdit]);
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const { name, message } of serverFieldErrors(form, error.body?.fields)) {
      values.setError(name, { type: 'server', message });
    }
  }, [error, form, values]);

  const fieldsOf = (section: string | undefined) =>
    form.fields
      .filter((field) => field.section === section)
      .map((field) => (
        <LoginFieldInput
          key={field.name}
          field={field}
          values={values}
          hint={hint?.field === field.name ? hint : undefined}
        />
      ));
  const failure = error ? loginFailureMessage(error) : null;
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void values.handleSubmit((typed) => onSubmit(toLoginSubmission(form, typed)))(event)
      }
      className="flex flex-col gap-4"
    >
      <EmailField error={values.formState.errors.email?.message} {...values.register('email')} />
      {fieldsOf(undefined)}
      {form.sections
        .filter((section) => isSectionShown(form, section, email))
        .map((section) => (
          <fieldset
            key={section.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
          >
            <legend className="px-1 text-sm font-semibold text-ink">{section.legend}</legend>
            {section.help && <p className="text-xs text-slate-600">{section.help}</p>}
            <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">{fieldsOf(section.id)}</div>
          </fieldset>
        ))}
      <SubmitButton isSubmitting={isPending} label="Connect" />
      {failure && <Alert tone="error">{failure}</Alert>}
    </form>
  );
}

/** How each kind of field is typed: a port spans the narrow column, a server the wide one. */
const INPUT_PROPS: Record<LoginField['input'], Record<string, string | boolean>> = {
  text: {},
  password: { type: 'password', autoComplete: 'current-password' },
  host: { autoCapitalize: 'none', spellCheck: false },
  port: { inputMode: 'numeric' },
  url: { type: 'url', autoCapitalize: 'none', spellCheck: false },
};

function LoginFieldInput({
  field,
  values,
  hint,
}: {
  field: LoginField;
  values: UseFormReturn<LoginFormValues>;
  /** The note of the address's service under this field (where to make an app password). */
  hint: LoginHint | undefined;
}) {
  const hintId = useId();
  return (
    <>
      <TextField
        label={field.label}
        placeholder={field.placeholder}
        canReveal={field.input === 'password'}
        aria-describedby={hint ? hintId : undefined}
        error={values.formState.errors.login?.[field.name]?.message}
        {...INPUT_PROPS[field.input]}
        {...values.register(`login.${field.name}`)}
      />
      {hint && <LoginHintText id={hintId} hint={hint} />}
    </>
  );
}

/** A service's note, with its link where the text says `{link}`. */
function LoginHintText({ id, hint }: { id: string; hint: LoginHint }) {
  const [before, after] = hint.text.split('{link}');
  return (
    <p id={id} className="-mt-2 text-xs text-slate-600">
      {before}
      {hint.link && after !== undefined && (
        <>
          <a
            href={hint.link.url}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {hint.link.label}
          </a>
          {after}
        </>
      )}
    </p>
  );
}
