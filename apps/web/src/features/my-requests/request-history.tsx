import {
  REFUSAL_REASON_LABELS,
  answerLabel,
  type DsrDetails,
  type RecordedAnswer,
  type RefusalReason,
} from '@reclaim/contract';
import { useId, type ReactNode } from 'react';
import { formatDate } from '../domains/format-date';

interface HistoryEntry {
  date: string;
  text: string;
  /** What the entry adds: what was asked, the form's link, the new due date. */
  note?: ReactNode;
}

/**
 * The request's history, oldest first: when it was asked for and sent, the reply and the reminder
 * Reclaim saw, and what the person said each answer was (decision 76). The person's evidence,
 * should they complain.
 */
export function RequestHistory({ details }: { details: DsrDetails }) {
  const headingId = useId();
  const entries = historyOf(details);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        History
      </h3>
      <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-4 text-sm">
        {entries.map((entry, index) => (
          <li key={index}>
            <span className="font-medium text-slate-600">{formatDate(entry.date)}</span>{' '}
            <span className="text-ink">{entry.text}</span>
            {entry.note && <span className="block break-words text-slate-700">{entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The entries of a request's history, oldest first; one answer after another as told. */
export function historyOf(details: DsrDetails): HistoryEntry[] {
  const entries: HistoryEntry[] = [{ date: details.createdDate, text: 'Requested' }];
  if (details.sentDate) {
    entries.push({ date: details.sentDate, text: `Sent to ${details.contactEmailId}` });
  }
  if (details.companyReply) {
    entries.push({
      date: details.companyReply.date,
      text: 'Company replied',
      note: `“${details.companyReply.subject}”`,
    });
  }
  if (details.reminderSentAt) entries.push({ date: details.reminderSentAt, text: 'Reminder sent' });
  for (const answer of details.answers) entries.push(answerEntry(answer, details.requestType));
  // A stable sort: answers told on one day stay in the order they were told.
  return entries.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

function answerEntry(answer: RecordedAnswer, requestType: DsrDetails['requestType']): HistoryEntry {
  const channel = answer.via === 'post-or-phone' ? ' (by post or phone)' : '';
  const note = answerNote(answer);
  return {
    date: answer.saidAt,
    text: `They said: ${answerLabel(answer.kind, requestType)}${channel}`,
    ...(note !== null && { note }),
  };
}

function answerNote(answer: RecordedAnswer): ReactNode {
  switch (answer.kind) {
    case 'identity':
      return `They asked for: ${answer.detail}`;
    case 'web-form':
      // The server took only an https link; anything else is shown as text, never followed.
      return answer.detail?.startsWith('https://') ? (
        <>
          Their form:{' '}
          <a
            href={answer.detail}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline"
          >
            {answer.detail}
          </a>
        </>
      ) : (
        answer.detail
      );
    case 'refused':
      return REFUSAL_REASON_LABELS[answer.detail as RefusalReason] ?? null;
    case 'other':
      return answer.detail;
    case 'extension':
      return answer.isLateExtension
        ? `Told after their time was up, which the law does not allow: still due ${formatDate(answer.dueDate)}.`
        : `Now due ${formatDate(answer.dueDate)}.`;
    case 'done':
    case 'no-data':
      return null;
  }
}
