import {
  REFUSAL_REASONS,
  REFUSAL_REASON_LABELS,
  answerLabel,
  answersFor,
  companyAnswerSchema,
  describePeriod,
  regimeById,
  type AnswerChannel,
  type CompanyAnswerKind,
  type DsrDetails,
  type RefusalReason,
} from '@reclaim/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDate } from '../domains/format-date';
import { useRecordAnswer } from './use-record-answer';

interface CompanyAnswerFormProps {
  emailId: string;
  details: DsrDetails;
}

/** What each kind of answer asks the person to add, and the body's field it goes in. */
interface Draft {
  asked: string;
  url: string;
  until: string;
  reason: RefusalReason;
  note: string;
  saidOn: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "What did the company say?" (decision 76): the answers that fit the request's type and law, one
 * click each, with what an answer needs beside it (what was asked, the form's link, the date named,
 * the reason). Reclaim cannot read the reply, so it shows its date and subject and lets the person
 * judge; an answer by post or phone is dated by the person.
 */
export function CompanyAnswerForm({ emailId, details }: CompanyAnswerFormProps) {
  const headingId = useId();
  const regime = regimeById(details.jurisdiction);
  const kinds = answersFor(regime, details.requestType);
  const reply = details.companyReply;
  const [via, setVia] = useState<AnswerChannel>(reply ? 'reply' : 'post-or-phone');
  const [kind, setKind] = useState<CompanyAnswerKind | null>(null);
  const [draft, setDraft] = useState<Draft>({
    asked: '',
    url: '',
    until: '',
    reason: REFUSAL_REASONS[0],
    note: '',
    saidOn: today(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordAnswer();
  const extension = regime.rights[details.requestType]?.timeLimit?.extension;
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((before) => ({ ...before, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // The last refusal no longer stands beside the fields.
    record.reset();
    if (!kind) {
      setErrors({ kind: 'Choose what the company said.' });
      return;
    }
    const parsed = companyAnswerSchema.safeParse(answerOf(kind, draft));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const),
        ),
      );
      return;
    }
    setErrors({});
    record.mutate(
      {
        emailId,
        domainName: details.domainName,
        requestType: details.requestType,
        answer: parsed.data,
        via,
        ...(via === 'post-or-phone' && draft.saidOn && { saidOn: draft.saidOn }),
      },
      { onSuccess: () => setKind(null) },
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        What did the company say?
      </h3>
      {reply ? (
        <p className="text-sm text-slate-700">
          Their reply of {formatDate(reply.date)}, “{reply.subject}”, is in your mailbox. Reclaim
          does not read it: open it there and choose what it says.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          No reply was found in your mailbox yet. If the company answered by post or phone, say what
          it said.
        </p>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {reply && (
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <legend className="mb-1 font-medium text-ink">How did they answer?</legend>
            <Choice
              name="via"
              isChecked={via === 'reply'}
              onChoose={() => setVia('reply')}
              label={`By e-mail, on ${formatDate(reply.date)}`}
            />
            <Choice
              name="via"
              isChecked={via === 'post-or-phone'}
              onChoose={() => setVia('post-or-phone')}
              label="By post or phone"
            />
          </fieldset>
        )}
        {via === 'post-or-phone' && (
          <TextField
            label="When did they answer?"
            type="date"
            value={draft.saidOn}
            max={today()}
            onChange={(event) => set('saidOn')(event.target.value)}
            className="max-w-56"
          />
        )}
        <fieldset
          className="flex flex-col gap-2 text-sm"
          aria-describedby={errors.kind ? `${headingId}-kind` : undefined}
        >
          <legend className="mb-1 font-medium text-ink">They said</legend>
          {kinds.map((choice) => (
            <Choice
              key={choice}
              name="kind"
              isChecked={kind === choice}
              onChoose={() => setKind(choice)}
              label={answerLabel(choice, details.requestType)}
            />
          ))}
          {errors.kind && (
            <p id={`${headingId}-kind`} className="text-sm text-red-800">
              {errors.kind}
            </p>
          )}
        </fieldset>
        {kind === 'identity' && (
          <TextField
            label="What did they ask for?"
            hint="For example: a copy of your ID, your customer number, your date of birth."
            value={draft.asked}
            maxLength={300}
            error={errors.asked}
            onChange={(event) => set('asked')(event.target.value)}
          />
        )}
        {kind === 'web-form' && (
          <TextField
            label="Link to their form (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.url}
            error={errors.url}
            onChange={(event) => set('url')(event.target.value)}
          />
        )}
        {kind === 'extension' && extension && (
          <TextField
            label={extension.period ? 'Date they named (optional)' : 'Date they named'}
            hint={
              extension.period
                ? `${regime.shortName} lets them take up to ${describePeriod(extension.period)} more (${extension.citation}).`
                : `${regime.shortName} lets them take longer only by saying when they will answer (${extension.citation}).`
            }
            type="date"
            value={draft.until}
            error={errors.until}
            onChange={(event) => set('until')(event.target.value)}
            className="max-w-md"
          />
        )}
        {kind === 'refused' && (
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Why did they refuse?
            <select
              value={draft.reason}
              onChange={(event) => set('reason')(event.target.value)}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base font-normal text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            >
              {REFUSAL_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REFUSAL_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'other' && (
          <TextField
            label="Note (optional)"
            value={draft.note}
            maxLength={300}
            error={errors.note}
            onChange={(event) => set('note')(event.target.value)}
          />
        )}
        {record.isError && <Alert tone="error">{record.error.message}</Alert>}
        <div>
          <Button type="submit" aria-busy={record.isPending} disabled={record.isPending}>
            Save Answer
          </Button>
        </div>
      </form>
    </section>
  );
}

function Choice({
  name,
  label,
  isChecked,
  onChoose,
}: {
  name: string;
  label: string;
  isChecked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="flex min-h-6 cursor-pointer items-center gap-2 text-ink">
      <input
        type="radio"
        name={name}
        checked={isChecked}
        onChange={onChoose}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** The answer the form holds, as the call takes it; empty optional fields left out. */
function answerOf(kind: CompanyAnswerKind, draft: Draft): unknown {
  switch (kind) {
    case 'identity':
      return { kind, asked: draft.asked };
    case 'web-form':
      return draft.url.trim() ? { kind, url: draft.url.trim() } : { kind };
    case 'extension':
      return draft.until ? { kind, until: draft.until } : { kind };
    case 'refused':
      return { kind, reason: draft.reason };
    case 'other':
      return draft.note.trim() ? { kind, note: draft.note } : { kind };
    case 'done':
    case 'no-data':
      return { kind };
  }
}
