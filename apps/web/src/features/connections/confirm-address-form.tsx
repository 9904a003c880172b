import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_CODE_LENGTH } from '@reclaim/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import {
  ADDRESS_PROOF_TEXT,
  addressCodeFormSchema,
  isCodeLimited,
  proofFailureMessage,
  type AddressCodeForm,
} from './address-proof';
import { isSessionEnded } from './connections-api';
import { useConfirmAddress, useSendAddressCode } from './use-address-proof';

interface ConfirmAddressFormProps {
  userName: string;
  emailId: string;
  /** The code was right (or the address was proven already): the mailbox may send. */
  onConfirmed: () => void;
  /** The person will confirm another time; nothing is sent from the mailbox until then. */
  onLater: () => void;
}

/**
 * Proves that a mailbox's address is the person's own: a code is mailed to the address as the
 * form opens (with Reclaim's own mail, so only that mailbox gets it), and typed here. 'Send a new
 * code' mails another; the server's refusals (a wrong or expired code, too many) show under it.
 */
export function ConfirmAddressForm({
  userName,
  emailId,
  onConfirmed,
  onLater,
}: ConfirmAddressFormProps) {
  const send = useSendAddressCode(userName, emailId);
  const confirm = useConfirmAddress(userName, emailId, onConfirmed);
  const form = useForm<AddressCodeForm>({
    resolver: zodResolver(addressCodeFormSchema),
    defaultValues: { code: '' },
  });
  const codeField = useRef<HTMLInputElement | null>(null);
  const hasAsked = useRef(false);
  const [hasResent, setHasResent] = useState(false);
  const { mutate: sendCode } = send;
  const { ref: registerCodeRef, ...codeProps } = form.register('code');

  useEffect(() => {
    // Once per opening: a second request within a minute would void the first code.
    if (hasAsked.current) return;
    hasAsked.current = true;
    sendCode(undefined, { onSuccess: (isProven) => isProven && onConfirmed() });
    codeField.current?.focus();
  }, [sendCode, onConfirmed]);

  const resend = () => {
    confirm.reset();
    form.clearErrors();
    setHasResent(true);
    send.mutate(undefined, { onSuccess: (isProven) => isProven && onConfirmed() });
  };
  const sendState = send.isPending
    ? ADDRESS_PROOF_TEXT.sending(emailId)
    : send.isSuccess
      ? (hasResent ? ADDRESS_PROOF_TEXT.resent : ADDRESS_PROOF_TEXT.sent)(emailId)
      : null;
  const sendFailure =
    send.isError && !isSessionEnded(send.error)
      ? proofFailureMessage(send.error, ADDRESS_PROOF_TEXT.notSent)
      : null;
  const confirmFailure =
    confirm.isError && !isSessionEnded(confirm.error)
      ? proofFailureMessage(confirm.error, ADDRESS_PROOF_TEXT.notChecked)
      : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) =>
        void form.handleSubmit(({ code }) => confirm.mutate(code.replace(/[\s-]/g, '')))(event)
      }
    >
      {sendState && (
        <p role="status" className="text-sm text-slate-700">
          {sendState}
        </p>
      )}
      {sendFailure && (
        <Alert tone={isCodeLimited(send.error) ? 'info' : 'error'}>{sendFailure}</Alert>
      )}
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ADDRESS_CODE_LENGTH + 4}
        hint={ADDRESS_PROOF_TEXT.hint}
        error={form.formState.errors.code?.message}
        ref={(element) => {
          registerCodeRef(element);
          codeField.current = element;
        }}
        {...codeProps}
      />
      {confirmFailure && <Alert tone="error">{confirmFailure}</Alert>}
      <SubmitButton isSubmitting={confirm.isPending} label="Confirm" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" disabled={confirm.isPending} onClick={onLater}>
          Not now
        </Button>
        <Button
          variant="ghost"
          disabled={send.isPending || confirm.isPending}
          aria-busy={send.isPending}
          onClick={resend}
        >
          Send a new code
        </Button>
      </div>
    </form>
  );
}
