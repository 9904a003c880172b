import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_SUCCESS_MS, toIdentityError } from '@reclaim/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { PasswordChecklist } from '../../components/password-checklist';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { authClient } from '../../lib/auth-client';
import { changePasswordSchema, type ChangePassword } from './change-password-schema';

const EMPTY_FORM: ChangePassword = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Spec §2 change-password form. Other signed-in browsers are signed out, so a leaked old password
 * stops working everywhere at once. `onSaved` runs after the success toast.
 */
export function ChangePasswordForm({ onSaved }: { onSaved: () => void }) {
  const checklistId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');

  const submit = form.handleSubmit(async ({ oldPassword, newPassword: password }) => {
    setError(null);
    const { error: failure } = await authClient.changePassword({
      currentPassword: oldPassword,
      newPassword: password,
      revokeOtherSessions: true,
    });
    if (failure) {
      setError(toIdentityError(failure).message);
      return;
    }
    toast.success('Password saved successfully.', { autoClose: TOAST_SUCCESS_MS });
    onSaved();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Old Password"
        type="password"
        autoComplete="current-password"
        canReveal
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        canReveal
        aria-describedby={checklistId}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordChecklist id={checklistId} password={newPassword ?? ''} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        canReveal
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton isSubmitting={isSubmitting} label="Save Changes" />
    </form>
  );
}
