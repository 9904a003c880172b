import {
  RIGHTS,
  askedIdentity,
  companyLetterLanguage,
  identityDetailsText,
  letterLanguageOfTags,
  regimeById,
  regimeForPlace,
  rightsOf,
  type Correction,
  type DomainRecord,
  type IdentityDetail,
  type Jurisdiction,
  type LetterLanguage,
  type RequestType,
} from '@reclaim/contract';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth-client';
import { ConfirmAddressDialog } from '../connections/confirm-address-dialog';
import { isFormOnly } from '../domains/contact-notes';
import { useCompanyFigures } from '../domains/use-company-figures';
import { usePreferences } from '../residence/preferences-api';
import { CompanyEmail } from './company-email';
import { IDENTITY_NEEDED_TEXT, IdentityFields, type IdentityValues } from './identity-fields';
import { companiesLaw, rememberLaw, startingLaw, storedLaw } from './chosen-law';
import { JurisdictionSelect } from './jurisdiction-select';
import { CorrectionFields, LanguageSelect, RequestTypeSelect } from './letter-choices';
import { previewBodyOf } from './preview-body';
import { previewEmail, templateValues, type LetterOrder } from './request-emails';
import {
  initialRecipient,
  normalizedAddress,
  recipientProblem,
  type Recipient,
} from './request-recipient';
import { REQUEST_FAILED_TEXT } from './request-failure';
import { useLetterTemplates } from './use-dsr-template';
import { useSubmitRequests } from './use-submit-requests';

/** Spec §2, product copy: the preview's title and subtitle, on the route and in the popup. */
export const PREVIEW_TITLE = 'Data Subject Request';
export const PREVIEW_SUBTITLE = 'Email Preview';

/** Why Submit waits while no law is chosen, beside it. */
export const LAW_NEEDED_TEXT = 'Choose the law that protects you to see the e-mail and send it.';

/**
 * Under the law, when it is where the company is (the directory says): the person has not said
 * where they live, and may know better.
 */
export const companiesLawHint = (companyName: string | null) =>
  `The law where ${companyName ?? 'these companies are'}${companyName ? ' is' : ''}, as you have not said where you live; choose yours if another protects you.`;

/** Why Submit waits while a correction request does not say what to correct. */
export const CORRECTION_NEEDED_TEXT = 'Say what is wrong and what is right to send the request.';

interface EmailPreviewProps {
  /** The companies to write to, 1 to 25. */
  records: readonly DomainRecord[];
  /** The requests were raised (the toast is shown); leave the preview. */
  onRaised: () => void;
  onCancel: () => void;
  /** On its own page, or in a popup whose padding the button row reaches into. */
  layout: 'page' | 'popup';
  /** What the request asks at first (erasure unless said); the person may change it. */
  requestType?: RequestType;
}

/** The buttons stay in sight while a long e-mail (or 25 of them) scrolls under them. */
const FOOTER_CLASS = {
  page: 'sticky bottom-0 -mx-4 -mb-4 px-4 sm:-mx-6 sm:-mb-6 sm:px-6 rounded-b-2xl',
  // -bottom-6 offsets the popup's own padding, as in the Domain Details modal.
  popup: 'sticky -bottom-6 -mx-6 -mb-6 px-6',
};

/**
 * The e-mail preview of spec §2, on its own route or in the dashboard's popup: the law, then each
 * company's e-mail exactly as the server will send it, then 'Submit Data Subject Request' and
 * 'Cancel'. Submit waits for the template (spec §5) and reads 'Please wait..' while sending, and
 * while a mailbox that may not send yet asks for the permission in a popup (spec §4); a mailbox
 * whose address is not proven asks for the code mailed to it first. Above the e-mails: what to ask
 * (erasure unless the caller says), the law — where the person lives (Account Settings), else the
 * one they picked last, else their browser's country's; none elsewhere, and the person picks — and
 * the language, each company's own until the person picks one (decision 71).
 */
export function EmailPreview({
  records,
  onRaised,
  onCancel,
  layout,
  requestType: initialType = 'erasure',
}: EmailPreviewProps) {
  const { data: session } = useSession();
  // The law: the one picked here, else where the person lives, else the one they picked last,
  // else where the companies are, else their browser's country's (`startingLaw`).
  const [pickedLaw, setPickedLaw] = useState<Jurisdiction | null>(null);
  const [lastLaw] = useState(() => storedLaw());
  const residence = usePreferences().data?.residence;
  const starting = startingLaw({
    residence: residence ? (regimeForPlace(residence)?.id ?? null) : null,
    stored: lastLaw,
    companies: companiesLaw(records),
    languages: navigator.languages,
  });
  const jurisdiction = pickedLaw ?? starting?.jurisdiction ?? null;
  const lawHint =
    !pickedLaw && starting?.source === 'companies'
      ? companiesLawHint(records.length === 1 ? records[0]!.name : null)
      : undefined;
  const [chosenType, setRequestType] = useState<RequestType>(initialType);
  const granted = jurisdiction ? rightsOf(regimeById(jurisdiction)) : [...RIGHTS];
  // A law that does not grant the chosen request asks for erasure, or what it grants first.
  const requestType = granted.includes(chosenType)
    ? chosenType
    : granted.includes('erasure')
      ? 'erasure'
      : granted[0]!;
  const chooseLaw = (chosen: Jurisdiction) => {
    rememberLaw(chosen);
    setPickedLaw(chosen);
  };
  // One language for every company once the person picks; until then each company's own.
  const [chosenLanguage, setLanguage] = useState<LetterLanguage | null>(() =>
    records.length === 1 ? companyLanguage(records[0]!) : null,
  );
  const byDomain = new Map(records.map((record) => [record.domainName, record]));
  const languageOf = (domainName: string) =>
    chosenLanguage ?? companyLanguage(byDomain.get(domainName) ?? { domainName, countries: [] });
  const languages = [...new Set(records.map((record) => languageOf(record.domainName)))];
  const [correction, setCorrection] = useState<Correction>({ wrong: '', right: '' });
  const correctionMissing =
    requestType === 'correction' && (!correction.wrong.trim() || !correction.right.trim());
  // What each company asks for to identify the person, as they fill it in; a form-only one is
  // written nothing, so it asks for nothing here.
  const [identityValues, setIdentityValues] = useState<ReadonlyMap<string, IdentityValues>>(
    new Map(),
  );
  const askedOf = (record: Pick<DomainRecord, 'requiredIdentity' | 'preferredChannel'>) =>
    isFormOnly(record) ? [] : askedIdentity(record.requiredIdentity);
  const identityOf = (domainName: string): IdentityDetail[] => {
    const record = byDomain.get(domainName);
    const values = identityValues.get(domainName) ?? {};
    return record
      ? askedOf(record).map(({ desc }) => ({
          label: desc.trim(),
          value: (values[desc.trim()] ?? '').trim(),
        }))
      : [];
  };
  const identityMissing = records.some((record) =>
    identityOf(record.domainName).some(({ value }) => value === ''),
  );
  const template = useLetterTemplates(jurisdiction, requestType, languages);
  const figures = useCompanyFigures(records.map((record) => record.domainName));
  const lawNeededId = useId();
  // Each company's To, as the person leaves it; a company added to the preview starts at its own.
  const [edited, setEdited] = useState<ReadonlyMap<string, Recipient>>(new Map());
  const recipientOf = (record: DomainRecord) =>
    edited.get(record.domainName) ?? initialRecipient(record);
  const setRecipient = (domainName: string, recipient: Recipient) =>
    setEdited((before) => new Map(before).set(domainName, recipient));
  const addressed = records.map((record) => ({
    ...record,
    dsrContactEmail: normalizedAddress(recipientOf(record).address) || null,
  }));
  const confirmed = new Set(
    records.filter((record) => recipientOf(record).isConfirmed).map((record) => record.domainName),
  );
  const letter: LetterOrder | null =
    jurisdiction && !correctionMissing
      ? {
          jurisdiction,
          requestType,
          languageOf,
          identityOf,
          ...(requestType === 'correction' && { correction }),
        }
      : null;
  const { submit, isBusy, failure, proof } = useSubmitRequests({
    records: addressed,
    letter,
    confirmed,
    onRaised,
  });
  const personName = session?.user.name ?? '';
  // A company without an address it may go to (its note says why) holds back the whole batch.
  // A company that takes requests only by its web form is linked there, never e-mailed.
  // A company that asks for details to identify the person waits for them.
  const canSubmit =
    !identityMissing &&
    records.every(
      (record) => !isFormOnly(record) && !recipientProblem(record, recipientOf(record)),
    );
  const waitingText =
    jurisdiction === null
      ? LAW_NEEDED_TEXT
      : correctionMissing
        ? CORRECTION_NEEDED_TEXT
        : identityMissing
          ? IDENTITY_NEEDED_TEXT
          : null;
  const emailOf = (record: DomainRecord) => {
    const answer = template.of(languageOf(record.domainName));
    if (!answer) return null;
    const values = templateValues(
      record,
      personName,
      answer.locale,
      requestType === 'correction' ? correction : undefined,
    );
    // What is not filled in yet shows as '…', so the letter reads as it will.
    const identity = identityOf(record.domainName).map(({ label, value }) => ({
      label,
      value: value || '…',
    }));
    return {
      ...previewEmail(answer, {
        ...values,
        identity: identityDetailsText(answer.language, identity),
      }),
      lang: answer.language,
    };
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <RequestTypeSelect
          value={requestType}
          options={granted}
          onChange={setRequestType}
          isDisabled={isBusy}
        />
        <JurisdictionSelect
          value={jurisdiction}
          onChange={chooseLaw}
          isDisabled={isBusy}
          hint={lawHint}
        />
        <LanguageSelect
          value={chosenLanguage}
          offersEachOwn={records.length > 1}
          onChange={setLanguage}
          isDisabled={isBusy}
        />
      </div>
      {requestType === 'correction' && (
        <CorrectionFields value={correction} onChange={setCorrection} isDisabled={isBusy} />
      )}
      {template.isError && (
        <TemplateFailure isRetrying={template.isFetching} onRetry={() => void template.refetch()} />
      )}
      <ul className="flex flex-col divide-y divide-slate-200">
        {records.map((record, index) => (
          <li key={record.domainName} className="py-6 first:pt-0 last:pb-0">
            <CompanyEmail
              record={record}
              figures={figures.get(record.domainName)}
              recipient={recipientOf(record)}
              onRecipientChange={(recipient) => setRecipient(record.domainName, recipient)}
              isDisabled={isBusy}
              email={emailOf(record)}
              identityFields={
                askedOf(record).length > 0 && (
                  <IdentityFields
                    companyName={record.name}
                    asked={askedOf(record)}
                    values={identityValues.get(record.domainName) ?? {}}
                    onChange={(values) =>
                      setIdentityValues((before) => new Map(before).set(record.domainName, values))
                    }
                    isDisabled={isBusy}
                  />
                )
              }
              body={previewBodyOf({
                hasLaw: jurisdiction !== null,
                hasFailed: template.isError,
                index,
                count: records.length,
              })}
            />
          </li>
        ))}
      </ul>
      {failure && (
        <Alert tone="error">
          {failure.text}
          {failure.detail && <span className="mt-1 block">{failure.detail}</span>}
        </Alert>
      )}
      <div
        className={`${FOOTER_CLASS[layout]} flex flex-col-reverse gap-2 border-t border-slate-200 bg-white py-4 sm:flex-row sm:items-center sm:justify-end`}
      >
        <Button variant="ghost" disabled={isBusy} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          disabled={!template.isReady || !letter || !session || isBusy || !canSubmit}
          aria-busy={isBusy}
          aria-describedby={waitingText ? lawNeededId : undefined}
          onClick={submit}
        >
          {isBusy ? 'Please wait..' : 'Submit Data Subject Request'}
        </Button>
        {/* Above the buttons on a phone (the row is reversed there), left of them on a wider screen. */}
        {waitingText && (
          <p id={lawNeededId} className="text-sm text-slate-700 sm:order-first sm:mr-auto">
            {waitingText}
          </p>
        )}
      </div>
      <ConfirmAddressDialog
        emailId={proof.emailId}
        onClose={proof.onClose}
        onConfirmed={proof.onConfirmed}
      />
    </div>
  );
}

/** The template did not load: said once, in place of the e-mails, with a way to try again. */
function TemplateFailure({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <span className="block">{REQUEST_FAILED_TEXT}</span>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={isRetrying}
        aria-busy={isRetrying}
        onClick={onRetry}
      >
        Try again
      </Button>
    </Alert>
  );
}

/**
 * The language a company is written to in by default: its country's (the directory's, else its
 * domain's), else the person's.
 */
function companyLanguage(record: Pick<DomainRecord, 'domainName' | 'countries'>): LetterLanguage {
  return companyLetterLanguage({
    countries: record.countries,
    domain: record.domainName,
    personLanguage: letterLanguageOfTags(navigator.languages),
  });
}
