import type { DomainRecord } from '@reclaim/contract';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { CompanyLogo } from '../domains/company-logo';
import { requestedOn } from '../domains/domain-actions';
import { StatusBadge } from '../domains/status-badge';
import { formatDate } from '../domains/format-date';
import { virtualWindow } from './virtual-window';

/** Spec §9: the table is 500 px high with rows of 48 px. */
const ROW_HEIGHT = 48;
const VIEWPORT_HEIGHT = 500;
const OVERSCAN = 10;
/** The next page is asked for when the window comes this close to the last loaded row. */
const PREFETCH_ROWS = 40;

export const NO_DOMAIN_TEXT = 'No Domain Found.';

interface DomainTableProps {
  id: string;
  records: readonly DomainRecord[];
  /** Rows get a checkbox (the Companies card); the other cards list requests already made. */
  isSelectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (domainName: string) => void;
  onToggleAll: (isSelected: boolean) => void;
  onOpen: (record: DomainRecord) => void;
  onComplete: (record: DomainRecord) => void;
  isLoading: boolean;
  /** The records could not be loaded: the reason shows above, so the table claims nothing. */
  isFailed: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
}

/**
 * The domain table (spec §2): NAME with logo, DSR CONTACT EMAIL, FIRST EMAIL, LAST EMAIL,
 * REQUESTED ON, STATUS and the Complete toggle. Only the rows in view are rendered, and the next
 * page is fetched before the last one is reached, so thousands of rows scroll smoothly.
 */
export function DomainTable(props: DomainTableProps) {
  const { records, isSelectable, selected, hasMore, onLoadMore } = props;
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef(0);
  const view = virtualWindow({
    rowCount: records.length,
    rowHeight: ROW_HEIGHT,
    viewportHeight: VIEWPORT_HEIGHT,
    scrollTop,
    overscan: OVERSCAN,
  });

  useEffect(() => {
    if (hasMore && view.end >= records.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, view.end, records.length, onLoadMore]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  };

  const allSelected = records.length > 0 && records.every((r) => selected.has(r.domainName));
  const columnCount = isSelectable ? 8 : 7;
  return (
    <div
      className="overflow-auto rounded-2xl bg-white ring-1 ring-slate-200"
      style={{ height: VIEWPORT_HEIGHT }}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Companies"
    >
      <table
        id={props.id}
        className="w-full min-w-[1040px] table-fixed border-separate border-spacing-0 text-sm"
        aria-rowcount={records.length + 1}
        aria-busy={props.isLoading}
      >
        <colgroup>
          {isSelectable && <col className="w-12" />}
          <col />
          <col />
          <col className="w-32" />
          <col className="w-32" />
          <col className="w-32" />
          <col className="w-36" />
          <col className="w-28" />
        </colgroup>
        <thead>
          <tr
            aria-rowindex={1}
            className="text-left text-xs font-semibold tracking-wide text-slate-600"
          >
            {isSelectable && (
              <HeaderCell stickyAt="left-0">
                <input
                  type="checkbox"
                  aria-label="Select all loaded companies"
                  className="h-4 w-4 accent-brand-700"
                  checked={allSelected}
                  disabled={records.length === 0}
                  onChange={(event) => props.onToggleAll(event.target.checked)}
                />
              </HeaderCell>
            )}
            <HeaderCell stickyAt={`${nameOffset(isSelectable)} border-r`}>NAME</HeaderCell>
            <HeaderCell>DSR CONTACT EMAIL</HeaderCell>
            <HeaderCell>FIRST EMAIL</HeaderCell>
            <HeaderCell>LAST EMAIL</HeaderCell>
            <HeaderCell>REQUESTED ON</HeaderCell>
            <HeaderCell>STATUS</HeaderCell>
            <HeaderCell>COMPLETE</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {records.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="py-16 text-center text-slate-700">
                {emptyText(props)}
              </td>
            </tr>
          )}
          {view.paddingTop > 0 && (
            <tr aria-hidden="true" style={{ height: view.paddingTop }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {records.slice(view.start, view.end).map((record, offset) => (
            <DomainRow
              key={record.domainName}
              record={record}
              rowIndex={view.start + offset + 2}
              isSelectable={isSelectable}
              isSelected={selected.has(record.domainName)}
              onToggle={props.onToggle}
              onOpen={props.onOpen}
              onComplete={props.onComplete}
            />
          ))}
          {view.paddingBottom > 0 && (
            <tr aria-hidden="true" style={{ height: view.paddingBottom }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** What the table says while it has no row. */
function emptyText({ isLoading, isFailed }: Pick<DomainTableProps, 'isLoading' | 'isFailed'>) {
  if (isLoading) return 'Loading companies…';
  return isFailed ? null : NO_DOMAIN_TEXT;
}

/**
 * The row's selection box and the company's name stay at the left edge while the other columns
 * scroll sideways under them (on a phone the table is wider than the screen); the name's offset
 * is the selection column's width.
 */
const nameOffset = (isSelectable: boolean) => (isSelectable ? 'left-12' : 'left-0');

/** A body cell held at the left edge; it takes its row's background so nothing shows through. */
const stickyCell = (offset: string) => `sticky ${offset} z-[1] bg-inherit`;

function HeaderCell({ children, stickyAt }: { children: React.ReactNode; stickyAt?: string }) {
  const side = stickyAt ? `${stickyAt} z-20` : 'z-10';
  return (
    <th
      scope="col"
      className={`sticky top-0 ${side} h-12 border-b border-slate-200 bg-slate-50 px-3 first:rounded-tl-2xl last:rounded-tr-2xl`}
    >
      {children}
    </th>
  );
}

interface DomainRowProps {
  record: DomainRecord;
  rowIndex: number;
  isSelectable: boolean;
  isSelected: boolean;
  onToggle: (domainName: string) => void;
  onOpen: (record: DomainRecord) => void;
  onComplete: (record: DomainRecord) => void;
}

function DomainRow({ record, rowIndex, isSelectable, isSelected, ...actions }: DomainRowProps) {
  const cell = 'h-12 border-b border-slate-100 px-3 truncate';
  const isSubmitted = record.status === 'initiated';
  return (
    <tr
      aria-rowindex={rowIndex}
      className={isSelected ? 'bg-brand-50' : 'bg-white hover:bg-slate-50'}
    >
      {isSelectable && (
        <td className={`${cell} ${stickyCell('left-0')}`}>
          <input
            type="checkbox"
            aria-label={`Select ${record.name}`}
            className="h-4 w-4 accent-brand-700"
            checked={isSelected}
            onChange={() => actions.onToggle(record.domainName)}
          />
        </td>
      )}
      <td className={`${cell} ${stickyCell(nameOffset(isSelectable))} border-r`}>
        <button
          type="button"
          className="flex max-w-full items-center gap-2 text-left"
          onClick={() => actions.onOpen(record)}
          aria-label={`${record.name}, view details`}
        >
          <CompanyLogo src={record.domainLogo} name={record.name} />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate font-semibold text-ink underline-offset-2 hover:underline">
              {record.name}
            </span>
            <span className="truncate text-xs text-slate-600">{record.domainName}</span>
          </span>
        </button>
      </td>
      <td className={`${cell} text-slate-700`} title={record.dsrContactEmail ?? undefined}>
        {record.dsrContactEmail ?? '-'}
      </td>
      <td className={`${cell} tabular-nums`}>{formatDate(record.firstEmailDate)}</td>
      <td className={`${cell} tabular-nums`}>{formatDate(record.lastEmailDate)}</td>
      <td className={`${cell} tabular-nums`}>{formatDate(requestedOn(record))}</td>
      <td className={cell}>
        {record.status === 'pending' && record.dsrRecommendation === 0 ? (
          <span className="text-slate-600">-</span>
        ) : (
          <StatusBadge record={record} />
        )}
      </td>
      <td className={cell}>
        <button
          type="button"
          role="switch"
          aria-checked={record.status === 'reclaimed'}
          aria-label={`Mark the request to ${record.name} as complete`}
          disabled={!isSubmitted}
          onClick={() => actions.onComplete(record)}
          // Disabled (no request sent yet, or already complete), it must not pass for the filters'
          // toggles above: faded, flat and lighter, with the not-allowed cursor.
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors aria-checked:bg-brand-700 enabled:cursor-pointer disabled:cursor-not-allowed disabled:bg-slate-200 disabled:opacity-50 disabled:aria-checked:bg-brand-700"
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white transition-transform ${
              record.status === 'reclaimed' ? 'translate-x-5' : 'translate-x-0.5'
            } ${isSubmitted ? 'shadow' : 'ring-1 ring-slate-300'}`}
          />
        </button>
      </td>
    </tr>
  );
}
