import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequestSchema } from '@rinkside/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/http';
import { NewPasswordInput } from '../../../components/new-password-input';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';
const emptyForm: Record<Field, string> = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Current password, then the new one twice; every other session is signed out when it changes. */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(form);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    if (form.repeatPassword !== form.newPassword) found.repeatPassword = 'The two new passwords do not match';
    setErrors(found);
    if (!parsed.success || found.repeatPassword) return;
    change.mutate(parsed.data, {
      onSuccess: () => setForm(emptyForm),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 403) {
          setErrors({ currentPassword: errorMessage(error, 'Your current password is not correct.') });
        }
      },
    });
  };

  const refusedPassword = change.error instanceof ApiRequestError && change.error.status === 403;
  return (
    <SettingsSection
      title="Change password"
      description="Changing it signs you out everywhere else: on other browsers and devices."
    >
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm">
          {change.isSuccess && (
            <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
              {change.data.message}
            </Alert>
          )}
          {change.isError && !refusedPassword && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Password not changed">
              {errorMessage(change.error, 'Please try again.')}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={form.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <NewPasswordInput
            label="New password"
            value={form.newPassword}
            onChange={(value) => set('newPassword')({ currentTarget: { value } })}
            error={errors.newPassword}
          />
          <PasswordInput
            label="Repeat new password"
            autoComplete="new-password"
            required
            value={form.repeatPassword}
            onChange={set('repeatPassword')}
            error={errors.repeatPassword}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
