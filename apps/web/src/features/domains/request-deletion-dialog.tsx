import type { DomainRecord } from '@reclaim/contract';
import { Button, buttonClassName } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useSession } from '../../lib/auth-client';
import { CompanyLogo } from './company-logo';
import { deletionRequestMailto } from './deletion-request-links';

interface RequestDeletionDialogProps {
  /** The companies to write to; an empty list keeps the dialog closed. */
  records: readonly DomainRecord[];
  onClose: () => void;
}

/**
 * What 'Request Deletion' offers until Reclaim sends requests itself (decision 0017): a prepared
 * e-mail to each company's DSR contact, opened in the person's own mail app, and the company's
 * self-service deletion page where the directory knows one. Nothing is recorded as sent.
 */
export function RequestDeletionDialog({ records, onClose }: RequestDeletionDialogProps) {
  const { data: session } = useSession();
  const requesterName = session?.user.name ?? '';
  return (
    <Dialog
      isOpen={records.length > 0}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Request Deletion"
      description="Reclaim cannot send deletion requests from your mailbox yet. Until it can, each link below opens a prepared request in your own mail app; the status here stays as it is."
      size="lg"
    >
      <ul className="flex flex-col divide-y divide-slate-200">
        {records.map((record) => (
          <li
            key={record.domainName}
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <CompanyLogo src={record.domainLogo} name={record.name} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{record.name}</p>
                <p className="truncate text-sm text-slate-600">{record.domainName}</p>
              </div>
            </div>
            <div className="flex flex-col gap-1 sm:items-end">
              <a
                href={deletionRequestMailto(record, requesterName)}
                className={buttonClassName('secondary', 'sm', 'max-w-full')}
              >
                <span className="truncate">Email {record.dsrContactEmail}</span>
              </a>
              {!record.isContactVerified && (
                <span className="text-xs text-slate-600">Unverified address</span>
              )}
              {record.deletionUrl && (
                <a
                  href={record.deletionUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-semibold text-brand-800 underline underline-offset-4"
                >
                  {record.name}&apos;s deletion page
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}
