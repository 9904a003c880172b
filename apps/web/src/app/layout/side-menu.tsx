import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon } from '../../components/ui/close-icon';

/** Signed-in navigation; each entry is a screen that exists. */
const ITEMS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/my-data', label: 'My Data' },
  { to: '/my-deletion-requests', label: 'My Deletion Requests' },
  { to: '/account', label: 'Account Settings' },
  { to: '/userFeedback', label: 'Feedback' },
  { to: '/referAFriend', label: 'Refer A Friend' },
];

/** The side menu (spec §2): a drawer opened from the header's menu button. */
export function SideMenu() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        className="flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
        aria-label="Open menu"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white p-4 shadow-xl">
          <Dialog.Title className="px-3 py-2 text-lg font-bold text-ink">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">Go to a part of Reclaim</Dialog.Description>
          <nav aria-label="Side menu" className="mt-2">
            <ul className="flex flex-col gap-1">
              {ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={() => setIsOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-slate-100'}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Dialog.Close
            aria-label="Close menu"
            className="absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
