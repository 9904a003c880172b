import { MAILBOX_ALIASES_MAX, type Connection } from '@reclaim/contract';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  aliasesText,
  INVALID_ALIASES_TEXT,
  isAliasesRejected,
  readAliases,
} from './mailbox-aliases';
import { useSaveMailboxAliases } from './use-save-mailbox-aliases';

interface MailboxAliasesFormProps {
  id: string;
  connection: Connection;
  /** After the addresses were saved and the connections reloaded. */
  onSaved: () => void;
}

/**
 * 'Other addresses you send from': a textarea with one address per line, checked in the browser
 * with the contract's schema before it is sent; the server's refusal shows the same message.
 */
export function MailboxAliasesForm({ id, connection, onSaved }: MailboxAliasesFormProps) {
  const fieldId = useId();
  const [text, setText] = useState(() => aliasesText(connection.aliases));
  const [invalidText, setInvalidText] = useState<string | null>(null);
  const save = useSaveMailboxAliases(onSaved);
  const error = invalidText ?? (isAliasesRejected(save.error) ? INVALID_ALIASES_TEXT : null);
  const describedBy = [`${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ');

  const submit = () => {
    const reading = readAliases(connection.emailId, text);
    setInvalidText(reading.isValid ? null : reading.error);
    if (reading.isValid) save.mutate(reading.body);
  };

  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium text-ink">
          Other addresses you send from
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
          Mail from these addresses is yours, so scans leave it out. One address per line, up to{' '}
          {MAILBOX_ALIASES_MAX}.
        </p>
        {error && (
          <p id={`${fieldId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="sm"
        className="w-full sm:w-auto sm:self-start"
        aria-busy={save.isPending}
        disabled={save.isPending}
      >
        Save
      </Button>
    </form>
  );
}
