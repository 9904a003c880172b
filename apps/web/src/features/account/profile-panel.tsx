import { zodResolver } from '@hookform/resolvers/zod';
import { personNameSchema, TOAST_SUCCESS_MS } from '@reclaim/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { NAME_SAVED_MESSAGE, saveName } from './account-identity';
import { SettingsPanel } from './settings-panel';

const nameFormSchema = z.object({ name: personNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/**
 * The 'Profile' tab: the person's name, which signs every data subject request they send, under
 * the same rules as at sign-up. The e-mail address is shown, not changed: it is the account.
 */
export function ProfilePanel({ name, email }: { name: string; email: string }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setError(null);
    const failure = await saveName(input.name);
    if (failure) {
      setError(failure);
      return;
    }
    form.reset(input);
    toast.success(NAME_SAVED_MESSAGE, { autoClose: TOAST_SUCCESS_MS });
  });

  return (
    <SettingsPanel title="Your Name">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex max-w-lg flex-col gap-4"
      >
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Name"
          autoComplete="name"
          hint="Your data subject requests are signed with this name."
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField label="Email" type="email" value={email} disabled readOnly />
        <SubmitButton isSubmitting={isSubmitting} label="Save Name" />
      </form>
    </SettingsPanel>
  );
}
