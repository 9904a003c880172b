import type { DomainRecord } from '@reclaim/contract';
import { Button } from '../../components/ui/button';
import { formatDate } from './format-date';
import { emailsStoppedText, STOP_EMAILS_TEXT, useStopEmails } from './use-stop-emails';

interface StopEmailsProps {
  record: DomainRecord;
  /** The id of the company's name, which describes the button among many cards. */
  describedBy?: string;
  /** On a card: the button and a short result. In the details: a section that explains. */
  layout: 'card' | 'details';
}

function explanationOf(record: DomainRecord, stoppedAt: string | null) {
  const { name } = record;
  if (stoppedAt) return `You unsubscribed from ${name}'s e-mails the way they ask for.`;
  return record.stopEmailsBy === 'one-click'
    ? `${name}'s e-mails carry a one-click unsubscribe: Reclaim can send it for you, without opening any of them.`
    : `${name}'s e-mails name an address to unsubscribe by e-mail: Reclaim can send it from your mailbox.`;
}

/**
 * 'Stop their e-mails' where the company's newest mail says how to unsubscribe (one click, or an
 * e-mail to an address), and once it was done, the date: nothing where it says neither.
 */
export function StopEmails({ record, describedBy, layout }: StopEmailsProps) {
  const stop = useStopEmails();
  // A dialog shows the record as it was opened: the answer says it at once.
  const stoppedAt = record.emailsStoppedAt ?? stop.data?.data.emailsStoppedAt ?? null;
  if (!stoppedAt && !record.stopEmailsBy) return null;
  const result = stoppedAt && (
    <p role="status" className="text-xs font-medium text-emerald-800">
      <span aria-hidden="true">✓ </span>
      {layout === 'card' ? 'E-mails stopped' : emailsStoppedText(formatDate(stoppedAt))}
    </p>
  );
  const button = !stoppedAt && (
    <Button
      variant="ghost"
      size="sm"
      className={`underline-offset-4 hover:underline ${layout === 'details' ? '-ml-3' : ''}`}
      aria-describedby={describedBy}
      aria-busy={stop.isPending}
      disabled={stop.isPending}
      onClick={() => stop.mutate(record)}
    >
      {STOP_EMAILS_TEXT}
    </Button>
  );
  if (layout === 'card') return result || button;
  return (
    <section
      aria-labelledby="stop-emails-heading"
      className="flex flex-col items-start gap-1 rounded-lg bg-slate-50 px-4 py-3 text-sm"
    >
      <h3 id="stop-emails-heading" className="font-semibold text-ink">
        Their e-mails
      </h3>
      <p className="text-slate-700">{explanationOf(record, stoppedAt)}</p>
      {result || button}
    </section>
  );
}
