import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

/** One tab of the settings page: its URL-safe value, the tab's label and the panel it shows. */
export interface AccountTab {
  value: string;
  label: string;
  panel: ReactNode;
  /** False leaves the tab out, e.g. 'Security' for users without a password. */
  isShown?: boolean;
}

/**
 * The settings tabs (Radix: arrow keys move between tabs, each panel is labelled by its tab). On
 * narrow screens the tab row scrolls sideways instead of wrapping.
 */
export function AccountTabs({ tabs: allTabs }: { tabs: readonly AccountTab[] }) {
  const tabs = allTabs.filter((tab) => tab.isShown !== false);
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="flex flex-col gap-6">
      <Tabs.List
        aria-label="Account settings sections"
        className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 whitespace-nowrap focus-visible:-outline-offset-2 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
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
