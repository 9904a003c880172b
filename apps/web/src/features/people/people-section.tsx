import { useId, useRef } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PersonRow } from './person-row';
import { usePeople } from './use-people';

const MORE_FAILED_TEXT = 'More people could not be loaded. Please try again.';

/**
 * 'People, not companies': the senders the scan (or the person) judged people, which Reclaim
 * leaves out of every list and count, each with 'This is a company' to bring it back. Absent
 * while loading, when it fails, and when there is no one.
 */
export function PeopleSection() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = usePeople();
  if (list.isPending || list.people.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-ink focus:outline-none sm:text-xl"
      >
        People, not companies
      </h2>
      <p className="max-w-2xl text-slate-700">
        Reclaim leaves these senders out of your companies because they write like people. If one of
        them is a company, bring it back.
      </p>
      <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200">
        {list.people.map((person) => (
          <PersonRow
            key={person.domainName}
            person={person}
            // The row's button is gone: keep the keyboard in the section rather than at the top.
            onBroughtBack={() => headingRef.current?.focus()}
          />
        ))}
      </ul>
      {list.hasMoreFailed && <Alert tone="error">{MORE_FAILED_TEXT}</Alert>}
      {list.hasMore && (
        <Button
          variant="secondary"
          className="mt-2 self-center"
          aria-busy={list.isFetchingMore}
          disabled={list.isFetchingMore}
          onClick={list.fetchMore}
        >
          Load More
        </Button>
      )}
    </section>
  );
}
