import type { Connection } from '@reclaim/contract';
import { Link } from 'react-router';
import { ScanProgressBar } from './scan-progress-bar';
import { useProgressFollowsCounts } from './progress-follows-lists';
import { useScanCompleteNotice } from './scan-complete-notice';
import { isProgressBarShown, isScanPending, isScanRunning } from './scan-state';

export const SCAN_IN_PROGRESS_TEXT =
  'Email scan is in progress. It might take some time depending on your mailbox. Please refresh the page.';

/**
 * How the scans of the connected mailboxes are going (spec §2, §4): while any runs, the
 * in-progress text and a bar per mailbox; a stopped scan points to Account Settings; when all are
 * done, 'Scan complete.' once, on the visit that sees it (then nothing: the card goes).
 */
export function ScanStatus({ connections }: { connections: readonly Connection[] }) {
  const running = connections.filter(isScanRunning);
  const stopped = connections.filter((c) => isScanPending(c) && c.needsReconnect);
  const isComplete = running.length === 0 && stopped.length === 0;
  const isNewlyComplete = useScanCompleteNotice(
    connections.map((connection) => ({
      emailId: connection.emailId,
      isRunning: isScanPending(connection),
    })),
  );
  useProgressFollowsCounts(running.length > 0);
  if (isComplete && !isNewlyComplete) return null;
  return (
    <section
      aria-label="Mailbox scan"
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      {running.length > 0 && (
        <>
          <p className="text-slate-700">{SCAN_IN_PROGRESS_TEXT}</p>
          {running
            .filter((connection) => isProgressBarShown(connection.scanPercentage))
            .map((connection) => (
              <ScanProgressBar
                key={connection.emailId}
                emailId={connection.emailId}
                scanPercentage={connection.scanPercentage}
              />
            ))}
        </>
      )}
      {stopped.map((connection) => (
        <p key={connection.emailId} className="text-slate-700">
          The scan of <span className="font-semibold break-all">{connection.emailId}</span> has
          stopped because the mailbox needs reconnecting. Manage it in{' '}
          <Link to="/account" className="font-semibold text-brand-800 underline">
            Account Settings
          </Link>
          .
        </p>
      ))}
      {isComplete && <p className="font-semibold text-ink">Scan complete.</p>}
    </section>
  );
}
