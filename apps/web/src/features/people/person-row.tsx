import type { PersonRecord } from '@reclaim/contract';
import { Button } from '../../components/ui/button';
import { personSummary } from './people-list';
import { useSenderKindChange } from './use-sender-kind';

interface PersonRowProps {
  person: PersonRecord;
  /** After 'This is a company' succeeded and the lists reloaded; the row is gone by then. */
  onBroughtBack: () => void;
}

/** One sender judged a person: its domain, how much and when it wrote, and 'This is a company'. */
export function PersonRow({ person, onBroughtBack }: PersonRowProps) {
  const kindChange = useSenderKindChange();
  const { domainName } = person;
  const bringBack = () => {
    void kindChange
      .mutateAsync({ domainName, kind: 'company' })
      .then(onBroughtBack, () => undefined);
  };
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold break-all text-ink">{domainName}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {personSummary(person)}
          {person.isCorrected && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              You marked this
            </span>
          )}
        </span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="w-full shrink-0 sm:w-auto"
        aria-label={`This is a company: ${domainName}`}
        aria-busy={kindChange.isPending}
        disabled={kindChange.isPending}
        onClick={bringBack}
      >
        This is a company
      </Button>
    </li>
  );
}
