import type { ReactNode } from 'react';

interface ListHeadingProps {
  id: string;
  title: string;
  /** Spec §2: 'Total (n)' is shown only when the total is at least 1. */
  total: number;
  action?: ReactNode;
}

/** A list's title with its 'Total (n)' and an optional action at the end of the row. */
export function ListHeading({ id, title, total, action }: ListHeadingProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 id={id} className="text-lg font-bold text-ink sm:text-xl">
        {title}
      </h2>
      <ListTotal total={total} />
      {action && <div className="w-full sm:ml-auto sm:w-auto">{action}</div>}
    </div>
  );
}

export function ListTotal({ total }: { total: number }) {
  if (total < 1) return null;
  return (
    <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
      Total ({total})
    </span>
  );
}

/** Spec §2 and §8: the text of an empty list. */
export const NO_DOMAIN_TEXT = 'No Domain Found.';

export function NoDomainFound() {
  return <p className="py-10 text-center font-medium text-slate-700">{NO_DOMAIN_TEXT}</p>;
}
