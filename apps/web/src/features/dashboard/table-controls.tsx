import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { DomainSearchField, FIELD_CLASS } from '../domains/domain-search-field';

export const TIME_FRAMES = [
  { value: '', label: 'All time' },
  { value: '1', label: 'First email in the last month' },
  { value: '6', label: 'First email in the last 6 months' },
  { value: '12', label: 'First email in the last 12 months' },
] as const;

interface TableControlsProps {
  search: { typed: string; setTyped: (text: string) => void; error: string | null };
  monthFlag: 1 | 6 | 12 | null;
  onMonthFlag: (months: 1 | 6 | 12 | null) => void;
  /** The Hide Needed / Show Recommended filters belong to the Companies card only. */
  filters?: {
    hideNeeded: boolean;
    onHideNeeded: (isOn: boolean) => void;
    neededCount: number;
    showRecommended: boolean;
    onShowRecommended: (isOn: boolean) => void;
    recommendedCount: number;
  };
  /** The bulk actions, for the Companies card only. */
  bulk?: {
    selectedCount: number;
    isMarking: boolean;
    onMarkNeeded: () => void;
    onRequestDeletion: () => void;
  };
}

/** Search, time frame, the two filters and the bulk actions above the domain table (spec §2). */
export function TableControls({
  search,
  monthFlag,
  onMonthFlag,
  filters,
  bulk,
}: TableControlsProps) {
  const frameId = useId();
  const tipId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <DomainSearchField search={search} />
        <div className="flex flex-col gap-1 md:w-72">
          <label htmlFor={frameId} className="text-sm font-semibold text-ink">
            Time frame
          </label>
          <select
            id={frameId}
            value={monthFlag ?? ''}
            onChange={(event) =>
              onMonthFlag(event.target.value ? (Number(event.target.value) as 1 | 6 | 12) : null)
            }
            className={FIELD_CLASS}
          >
            {TIME_FRAMES.map((frame) => (
              <option key={frame.value} value={frame.value}>
                {frame.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {(filters || bulk) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          {filters && (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <Toggle
                label={`Hide Needed (${filters.neededCount})`}
                isOn={filters.hideNeeded}
                onChange={filters.onHideNeeded}
              />
              <Toggle
                label={`Show Recommended (${filters.recommendedCount})`}
                isOn={filters.showRecommended}
                onChange={filters.onShowRecommended}
              />
            </div>
          )}
          {bulk && (
            <div
              className="flex flex-wrap items-center gap-2"
              title={`${bulk.selectedCount} Selected`}
            >
              {/* Shown once a row is selected; before that only screen readers hear '0 Selected'. */}
              <span
                id={tipId}
                className={
                  bulk.selectedCount > 0 ? 'mr-1 text-sm font-semibold text-slate-700' : 'sr-only'
                }
              >
                {bulk.selectedCount} Selected
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={bulk.selectedCount === 0 || bulk.isMarking}
                aria-busy={bulk.isMarking}
                aria-describedby={tipId}
                actsOnce
                onClick={bulk.onMarkNeeded}
              >
                Mark As Needed
              </Button>
              <Button
                size="sm"
                disabled={bulk.selectedCount === 0}
                aria-describedby={tipId}
                onClick={bulk.onRequestDeletion}
              >
                Request Deletion For Selected
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function Toggle({
  label,
  isOn,
  onChange,
}: {
  label: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
      <span className="relative inline-flex">
        {/* The real checkbox lies over the drawn track, so pointer, keyboard and tests use it. */}
        <input
          type="checkbox"
          role="switch"
          checked={isOn}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="relative inline-flex h-6 w-11 items-center rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400 after:absolute after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
      {label}
    </label>
  );
}
