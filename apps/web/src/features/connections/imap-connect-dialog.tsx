import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, TextField } from '../../components/ui/text-field';
import {
  EMPTY_IMAP_CONNECT_FORM,
  imapConnectFormSchema,
  knownPresetFor,
  needsServerFields,
  toImapConnectRequest,
  type ImapConnectForm,
} from './imap-connect-form';
import { ADDRESS_PROOF_TEXT } from './address-proof';
import { AppPasswordHint } from './app-password-hint';
import { ConfirmAddressForm } from './confirm-address-form';
import type { LoginFormProps } from './login-forms';
import { loginFailureMessage, useAfterConnect, useConnectMailbox } from './use-connect-mailbox';

/**
 * The 'mail-server' login form, e.g. Connect 'Yahoo / IMAP': the address and its app password;
 * for a mail service without a preset also its IMAP and SMTP servers. The server tries the login
 * before saving anything and its answer is shown under the form, with everything typed kept for
 * another try. Once connected, the same dialog asks for the code mailed to the address: a server
 * that took a login does not prove whose address it is (decision 46).
 */
export function ImapConnectDialog({ isOpen, onClose, userName, provider }: LoginFormProps) {
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
      <ImapConnectFormFields
        isPending={connect.isPending}
        error={connect.isError ? loginFailureMessage(connect.error) : null}
        onEdit={() => connect.isError && connect.reset()}
        onSubmit={(form) => connect.mutate({ provider, login: toImapConnectRequest(form) })}
      />
    </Dialog>
  );
}

function ImapConnectFormFields({
  isPending,
  error,
  onEdit,
  onSubmit,
}: {
  isPending: boolean;
  error: string | null;
  /** The person changed a field: the server's answer was about what they typed before. */
  onEdit: () => void;
  onSubmit: (form: ImapConnectForm) => void;
}) {
  const hintId = useId();
  const form = useForm<ImapConnectForm>({
    resolver: zodResolver(imapConnectFormSchema),
    defaultValues: EMPTY_IMAP_CONNECT_FORM,
  });
  const { errors } = form.formState;
  const email = form.watch('email');
  const preset = knownPresetFor(email);
  const hasHint = preset?.needsAppPassword === true;
  const hasServerFields = needsServerFields(email);
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') onEdit();
    });
    return () => subscription.unsubscribe();
  }, [form, onEdit]);

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4"
    >
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="App password"
        type="password"
        autoComplete="current-password"
        canReveal
        aria-describedby={hasHint ? hintId : undefined}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {preset && hasHint && <AppPasswordHint id={hintId} preset={preset} />}
      {hasServerFields && (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-ink">Other provider</legend>
          <p className="text-xs text-slate-600">
            Your mail service&apos;s help pages list these servers. Ports 993 (IMAP) and 465 (SMTP)
            use SSL/TLS, 143 and 587 STARTTLS; leave a port empty for those.
          </p>
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
            <TextField
              label="IMAP server"
              placeholder="imap.example.com"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.imapHost?.message}
              {...form.register('imapHost')}
            />
            <TextField
              label="IMAP port"
              inputMode="numeric"
              placeholder="993"
              error={errors.imapPort?.message}
              {...form.register('imapPort')}
            />
            <TextField
              label="SMTP server"
              placeholder="smtp.example.com"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.smtpHost?.message}
              {...form.register('smtpHost')}
            />
            <TextField
              label="SMTP port"
              inputMode="numeric"
              placeholder="465"
              error={errors.smtpPort?.message}
              {...form.register('smtpPort')}
            />
          </div>
        </fieldset>
      )}
      <SubmitButton isSubmitting={isPending} label="Connect" />
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}
