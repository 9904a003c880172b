import { PROGRESS_BAR_FILL_DELAY_MS } from '@reclaim/contract/constants';
import { useEffect, useId, useState } from 'react';
import { toShownPercentage } from './scan-state';

/**
 * One mailbox's scan progress: '{n}% completed' and a bar that fills in after a second (spec §4,
 * §9). Screen readers get the mailbox as the bar's name and the same percentage as its value.
 */
export function ScanProgressBar({
  emailId,
  scanPercentage,
}: {
  emailId: string;
  scanPercentage: number;
}) {
  const labelId = useId();
  const shown = toShownPercentage(scanPercentage);
  const [isFilled, setIsFilled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsFilled(true), PROGRESS_BAR_FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span id={labelId} className="min-w-0 break-all font-medium text-ink">
          Scanning {emailId}
        </span>
        <span className="text-slate-700">{shown}% completed</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={`${shown}% completed`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-700 ease-out motion-reduce:transition-none"
          style={{ width: isFilled ? `${shown}%` : '0%' }}
        />
      </div>
    </div>
  );
}
