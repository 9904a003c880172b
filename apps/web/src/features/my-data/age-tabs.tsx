import { Tabs } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import type { AgeTab } from './my-data-lists';

const TABS: readonly { tab: AgeTab; label: string }[] = [
  { tab: 'all', label: 'All Domains' },
  { tab: 1, label: '1 Month' },
  { tab: 6, label: '6 Months' },
  { tab: 12, label: '12 Months' },
];

interface AgeTabsProps {
  /** Spec §2: the month tabs wait until the selected mailbox's scan is complete. */
  areMonthsEnabled: boolean;
  /** The panel of a tab; only the open tab's panel is drawn, so only its list is fetched. */
  renderPanel: (tab: AgeTab, label: string) => ReactNode;
}

/** The tabs under 'When First Joined:': every company, or those first seen 1, 6 or 12 months ago. */
export function AgeTabs({ areMonthsEnabled, renderPanel }: AgeTabsProps) {
  const labelId = useId();
  const [chosen, setChosen] = useState<string>('all');
  const value = areMonthsEnabled ? chosen : 'all';
  return (
    <Tabs.Root value={value} onValueChange={setChosen} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <span id={labelId} className="text-sm font-semibold text-slate-700">
          When First Joined:
        </span>
        <Tabs.List
          aria-labelledby={labelId}
          className="grid grid-cols-4 border-b border-slate-200 sm:flex sm:flex-1"
        >
          {TABS.map(({ tab, label }) => (
            <Tabs.Trigger
              key={tab}
              value={String(tab)}
              disabled={tab !== 'all' && !areMonthsEnabled}
              className="-mb-px border-b-2 border-transparent px-0.5 py-3 text-center text-[13px] sm:shrink-0 sm:whitespace-nowrap sm:px-4 sm:text-sm font-semibold text-slate-600 hover:text-brand-800 focus-visible:-outline-offset-2 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:text-slate-400 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {TABS.map(({ tab, label }) => (
        <Tabs.Content key={tab} value={String(tab)}>
          {renderPanel(tab, label)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
