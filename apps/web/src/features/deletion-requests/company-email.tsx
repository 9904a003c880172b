import { unreliableContactText, type CompanyFigures, type DomainRecord } from '@reclaim/contract';
import { EMAIL_MAX_LENGTH } from '@reclaim/contract/constants';
import { useId, type ReactNode } from 'react';
import { CompanyFiguresNote } from '../domains/company-figures-note';
import { CompanyLogo } from '../domains/company-logo';
import {
  LOOKALIKE_DOMAIN_TEXT,
  NO_CONTACT_TEXT,
  formLinkText,
  formOnlyText,
  isFormOnly,
  otherDomainContactText,
} from '../domains/contact-notes';
import type { PreviewBody } from './preview-body';
import { normalizedAddress, recipientProblem, type Recipient } from './request-recipient';

/** Why a guessed address is marked: the person may want to check it before sending. */
export const UNVERIFIED_CONTACT_TEXT =
  'Unverified: Reclaim guessed this address from the domain, as it knows no privacy contact for this company. It may not reach the right team.';

interface CompanyEmailProps {
  record: DomainRecord;
  /** Where the request goes, as the person left the To field; they may change it. */
  recipient: Recipient;
  onRecipientChange: (recipient: Recipient) => void;
  /** While the requests are being raised the field cannot change. */
  isDisabled?: boolean;
  /** How the company answers requests, from everyone's (decision 78); none for most. */
  figures?: CompanyFigures;
  /** What the company needs to identify the person, asked above its e-mail; none by default. */
  identityFields?: ReactNode;
  /** The filled-in e-mail, with the language it is written in; null while the template loads. */
  email: { subject: string; html: string; lang?: string } | null;
  /**
   * With several companies each body folds away, the first one open; none while no law is chosen
   * or when the template did not load (the preview says so once, above the companies).
   */
  body: PreviewBody;
}

/** One company's request as it will go out: To, From, Subject and the e-mail itself. */
export function CompanyEmail({
  record,
  recipient,
  onRecipientChange,
  isDisabled = false,
  figures,
  identityFields,
  email,
  body,
}: CompanyEmailProps) {
  const nameId = useId();
  const problemId = useId();
  const problem = recipientProblem(record, recipient);
  const address = normalizedAddress(recipient.address);
  // The notes on the contact Reclaim offered speak of it only while it is the one in the field.
  const isOffered = address !== '' && address === record.dsrContactEmail;
  // An empty field says nothing until the person types: its Submit is simply not offered yet.
  const shownProblem = problem?.kind === 'empty' ? null : problem;
  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <CompanyLogo src={record.domainLogo} name={record.name} />
        <div className="min-w-0">
          <h3 id={nameId} className="truncate font-semibold text-ink">
            {record.name}
          </h3>
          <p className="truncate text-sm text-slate-600">{record.domainName}</p>
        </div>
      </div>
      {record.isLookalikeDomain && (
        <p className="text-xs text-amber-900">{LOOKALIKE_DOMAIN_TEXT}</p>
      )}
      <CompanyFiguresNote figures={figures} />
      {isFormOnly(record) ? (
        <FormOnlyNote record={record} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <Field term="To">
              <input
                type="email"
                value={recipient.address}
                disabled={isDisabled}
                aria-label={`To (${record.name})`}
                aria-invalid={shownProblem !== null && shownProblem.kind !== 'other-domain'}
                aria-describedby={shownProblem ? problemId : undefined}
                maxLength={EMAIL_MAX_LENGTH}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) =>
                  onRecipientChange({ address: event.target.value, isConfirmed: false })
                }
                className="w-full rounded-md border border-slate-300 px-2 py-1 font-medium text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50"
              />
            </Field>
            {record.failureReason && record.bouncedContact && (
              <dd className="col-start-2 -mt-1 text-xs text-red-800">{record.failureReason}</dd>
            )}
            {record.dsrContactEmail === null && address === '' && (
              <dd className="col-start-2 -mt-1 text-xs text-red-800">{NO_CONTACT_TEXT}</dd>
            )}
            {isOffered && !record.isContactVerified && (
              <dd className="col-start-2 -mt-1 text-xs text-amber-900">
                {UNVERIFIED_CONTACT_TEXT}
              </dd>
            )}
            {isOffered && record.isContactOnOtherDomain && (
              <dd className="col-start-2 -mt-1 text-xs text-amber-900">
                {otherDomainContactText(record.domainName)}
              </dd>
            )}
            {address !== '' && figures?.unreliableContacts.includes(address) && (
              <dd className="col-start-2 -mt-1 text-xs text-amber-900">
                {unreliableContactText(address)}
              </dd>
            )}
            {shownProblem && (
              <dd
                id={problemId}
                className={`col-start-2 -mt-1 text-xs ${shownProblem.kind === 'other-domain' ? 'text-amber-900' : 'text-red-800'}`}
              >
                {shownProblem.text}
              </dd>
            )}
            {(problem?.kind === 'other-domain' || (recipient.isConfirmed && !isOffered)) && (
              <dd className="col-start-2 -mt-1 text-xs text-ink">
                <label className="inline-flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={recipient.isConfirmed}
                    disabled={isDisabled}
                    onChange={(event) =>
                      onRecipientChange({ ...recipient, isConfirmed: event.target.checked })
                    }
                    className="mt-0.5"
                  />
                  <span>Send it to this address all the same</span>
                </label>
              </dd>
            )}
            <Field term="From">
              <span className="break-all">{record.emailId}</span>
            </Field>
            <Field term="Subject">
              <span lang={email?.lang}>{email?.subject ?? '…'}</span>
            </Field>
          </dl>
          {identityFields}
          {body === 'none' ? null : body === 'shown' ? (
            <EmailBody email={email} />
          ) : (
            <details open={body === 'unfolded'} className="rounded-lg ring-1 ring-slate-200">
              <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-brand-800">
                E-mail to {record.name}
              </summary>
              <div className="px-4 pb-4">
                <EmailBody email={email} />
              </div>
            </details>
          )}
        </>
      )}
    </article>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </>
  );
}

function EmailBody({ email }: { email: CompanyEmailProps['email'] }) {
  if (!email) {
    return (
      <p role="status" className="py-4 text-sm text-slate-600">
        Loading the e-mail…
      </p>
    );
  }
  return (
    <div
      lang={email.lang}
      className="rounded-lg bg-slate-50 px-4 py-3 text-sm leading-relaxed text-ink break-words [&_p+p]:mt-3"
      // Only ever the renderer's output: Reclaim's own template from its API, every value in it
      // (the person's name, the addresses, the domain) HTML-escaped by fillLetterTemplate, and the
      // CSP refuses inline script besides. A sandboxed iframe would isolate it as well, but could
      // not size itself to the e-mail without a script, and would sit outside the page's zoom,
      // search and reading order.
      dangerouslySetInnerHTML={{ __html: email.html }}
    />
  );
}

/** In place of the e-mail: why there is none, and the company's form. */
function FormOnlyNote({ record }: { record: DomainRecord }) {
  return (
    <div role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p>{formOnlyText(record.name)}</p>
      {record.webFormUrl && (
        <a
          href={record.webFormUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block font-semibold text-brand-800 underline underline-offset-4"
        >
          {formLinkText(record.name)}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
