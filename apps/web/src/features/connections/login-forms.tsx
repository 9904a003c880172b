import type { LoginForm, OfferedProvider } from '@reclaim/contract';
import { LoginFormDialog } from './login-form-dialog';

/** What the panel gives the login form of a provider connected with a form. */
export interface LoginFormProps {
  isOpen: boolean;
  onClose: () => void;
  /** The signed-in user's address, sent as `requestInfo.userName`. */
  userName: string;
  /** The provider whose form this is; its login is sent for it. */
  provider: OfferedProvider;
  /** The form the provider describes. */
  form: LoginForm;
}

/** The open login form of `provider`; nothing for a provider connected without a form. */
export function OpenLoginForm({
  provider,
  onClose,
  userName,
}: Omit<LoginFormProps, 'isOpen' | 'form'>) {
  if (provider.connect.style !== 'form') return null;
  return (
    <LoginFormDialog
      isOpen
      onClose={onClose}
      userName={userName}
      provider={provider}
      form={provider.connect.form}
    />
  );
}
