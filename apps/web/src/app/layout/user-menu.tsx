import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useSelectedMailbox } from '../../features/connections/use-selected-mailbox';
import { signOut } from '../../lib/sign-out';

const itemClass =
  'flex cursor-pointer select-none items-center rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * Spec §2 user menu: with more than one mailbox connected, 'Switch to Microsoft' / 'Switch to
 * Google' (one item per other mailbox); then Account Settings, Feedback, Refer A Friend, Logout.
 */
export function UserMenu({ name, email }: { name: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mailbox = useSelectedMailbox();
  const others = mailbox.connections.filter((connection) => connection.emailId !== mailbox.emailId);
  const initial = (name || email).charAt(0).toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-3 text-sm font-semibold text-ink hover:bg-slate-50"
        aria-label={`User menu for ${name || email}`}
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white"
        >
          {initial}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{name || email}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
            {email}
          </DropdownMenu.Label>
          {mailbox.connections.length > 1 && (
            <>
              {others.map((connection) => (
                <DropdownMenu.Item
                  key={connection.emailId}
                  className={`${itemClass} flex-col items-start`}
                  onSelect={() => mailbox.select(connection.emailId)}
                >
                  <span>Switch to {connection.emailType}</span>
                  <span className="text-xs text-slate-600">{connection.emailId}</span>
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            </>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/account')}>
            Account Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/userFeedback')}>
            Feedback
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/referAFriend')}>
            Refer A Friend
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() =>
              void signOut(queryClient).then(() => navigate('/login', { replace: true }))
            }
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
