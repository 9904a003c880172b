import type { LoginFormId, OfferedProvider } from '@reclaim/contract';
import type { ComponentType } from 'react';
import { ImapConnectDialog } from './imap-connect-dialog';

/** What the panel gives the login form of a provider connected with a form. */
export interface LoginFormProps {
  isOpen: boolean;
  onClose: () => void;
  /** The signed-in user's address, sent as `requestInfo.userName`. */
  userName: string;
  /** The provider whose form this is; its login is sent for it. */
  provider: OfferedProvider;
}

/**
 * The component of each login form the contract names. Typed by `LoginFormId`, so a form added to
 * the contract without a component here does not compile.
 */
export const LOGIN_FORM_COMPONENTS: { [F in LoginFormId]: ComponentType<LoginFormProps> } = {
  'mail-server': ImapConnectDialog,
};

/** The open login form of `provider`; nothing for a provider connected without a form. */
export function OpenLoginForm({ provider, onClose, userName }: Omit<LoginFormProps, 'isOpen'>) {
  if (provider.connect.style !== 'form') return null;
  const LoginForm = LOGIN_FORM_COMPONENTS[provider.connect.form];
  return <LoginForm isOpen onClose={onClose} userName={userName} provider={provider} />;
}
