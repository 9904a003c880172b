import { acrossMailboxesText, sumRequestCounts } from './request-totals';
import { useCountsOfMailboxes } from './use-dashboard-domains';

/**
 * With more than one connected mailbox, the requests of all of them under the cards, which count
 * the selected one only (spec §3: counts per connection).
 */
export function MailboxTotals({ emailIds }: { emailIds: readonly string[] }) {
  const counts = useCountsOfMailboxes(emailIds);
  if (emailIds.length < 2 || !counts) return null;
  return (
    <p className="-mt-3 text-sm text-slate-700">
      {acrossMailboxesText(emailIds.length, sumRequestCounts(counts))}
    </p>
  );
}
