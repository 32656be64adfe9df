import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { setPasswordRequestSchema } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { NewPasswordInput } from '../../../components/new-password-input';
import { useSetPassword } from '../api/set-password';
import { needsConfirmation, useConfirmIdentity } from '../confirm-identity/confirm-identity-context';
import { SettingsSection } from './settings-section';

type Field = 'newPassword' | 'repeatPassword';

/**
 * For an account that signs in only through a provider: its first password, entered twice. With one it
 * can also sign in without the provider. Setting it needs a fresh sign-in there (decision 058).
 */
export function SetPasswordSection() {
  const set = useSetPassword();
  const { confirmThen } = useConfirmIdentity();
  const [form, setForm] = useState<Record<Field, string>>({ newPassword: '', repeatPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = setPasswordRequestSchema.safeParse(form);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) found.newPassword = parsed.error.issues[0]?.message;
    if (form.repeatPassword !== form.newPassword) found.repeatPassword = 'The two passwords do not match';
    setErrors(found);
    if (!parsed.success || found.repeatPassword) return;
    const save = () =>
      set.mutate(parsed.data, {
        onSuccess: (answer) => notifySuccess(answer.message, 'Password set'),
        // Setting a first password needs a fresh sign-in at the provider (decision 058).
        onError: (error) => {
          if (needsConfirmation(error)) confirmThen(save);
        },
      });
    save();
  };

  return (
    <SettingsSection
      title="Set a password"
      description="You sign in with a provider only. A password lets you sign in without it."
    >
      <form onSubmit={submit} noValidate aria-label="Set a password">
        <Stack gap="sm">
          {set.isError && !needsConfirmation(set.error) && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Password not set">
              {errorMessage(set.error, 'Please try again.')}
            </Alert>
          )}
          <NewPasswordInput
            label="New password"
            value={form.newPassword}
            onChange={change('newPassword')}
            error={errors.newPassword}
          />
          <PasswordInput
            label="Repeat new password"
            autoComplete="new-password"
            required
            value={form.repeatPassword}
            onChange={(event) => change('repeatPassword')(event.currentTarget.value)}
            error={errors.repeatPassword}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={set.isPending}>
              Set password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
