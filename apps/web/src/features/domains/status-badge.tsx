import type { DomainRecord } from '@reclaim/contract';
import { statusLabel } from './domain-status';

const TONES: Record<DomainRecord['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  needed: 'bg-sky-50 text-sky-900 ring-sky-200',
  processing: 'bg-slate-100 text-slate-800 ring-slate-300',
  initiated: 'bg-brand-50 text-brand-900 ring-brand-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  reclaimed: 'bg-brand-700 text-white ring-brand-700',
};

/** A record's status as spec §4 shows it; nothing for a plain pending record ('-'). */
export function StatusBadge({
  record,
}: {
  record: Pick<DomainRecord, 'status' | 'dsrRecommendation'>;
}) {
  const label = statusLabel(record);
  if (label === '-') return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[record.status]}`}
    >
      {label}
    </span>
  );
}
