import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

/** One tab of the settings page: its URL-safe value, the tab's label and the panel it shows. */
export interface AccountTab {
  value: string;
  label: string;
  panel: ReactNode;
  /** False leaves the tab out, e.g. 'Email Connections' when the app composes no panel for it. */
  isShown?: boolean;
}

/**
 * Below `sm` the labels do not fit in one row: the tabs become a two-column grid of buttons
 * (a lone last tab spans the row), so every tab is whole and in view without scrolling. From `sm`
 * they are one underlined row.
 */
const LIST_CLASS = 'grid grid-cols-2 gap-2 sm:flex sm:gap-0 sm:border-b sm:border-slate-200';

const TRIGGER_CLASS = [
  'rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-semibold text-slate-600 last:odd:col-span-2',
  'hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800',
  'sm:-mb-px sm:shrink-0 sm:whitespace-nowrap sm:rounded-none sm:border-0 sm:border-b-2 sm:border-transparent sm:px-4 sm:py-3',
  'sm:data-[state=active]:border-brand-700 sm:data-[state=active]:bg-transparent focus-visible:-outline-offset-2',
].join(' ');

/** The settings tabs (Radix: arrow keys move between tabs, each panel is labelled by its tab). */
export function AccountTabs({ tabs: allTabs }: { tabs: readonly AccountTab[] }) {
  const tabs = allTabs.filter((tab) => tab.isShown !== false);
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="flex flex-col gap-6">
      <Tabs.List aria-label="Account settings sections" className={LIST_CLASS}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={TRIGGER_CLASS}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="rounded-2xl">
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
