import type { Connection } from '@reclaim/contract';
import { useId, useRef, useState } from 'react';
import { buttonClassName } from '../../components/ui/button';
import { MailboxAliasesForm } from './mailbox-aliases-form';

/**
 * 'Other addresses' under an IMAP mailbox: a disclosure that opens the form for the addresses the
 * mailbox also sends as. Saving closes it and gives the keyboard back to the disclosure.
 */
export function OtherAddresses({ connection }: { connection: Connection }) {
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <button
        ref={toggleRef}
        type="button"
        className={buttonClassName('ghost', 'sm', '-ml-3 self-start')}
        aria-label={`Other addresses of ${connection.emailId}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        Other addresses
        <ChevronIcon isOpen={isOpen} />
      </button>
      {isOpen && <MailboxAliasesForm id={formId} connection={connection} onSaved={close} />}
    </div>
  );
}

function ChevronIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
