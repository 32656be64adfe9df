import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_RESET_DONE, resetPasswordFormSchema } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/http';
import { notifySuccess } from '../../lib/notify';
import { useResetPassword } from './api/reset-password';
import { useAuth } from './auth-context';
import { NewPasswordInput } from '../../components/new-password-input';
import { PasswordChanged, ResetLinkRefused, isLinkRefused } from './components/reset-link-outcome';

type Field = 'password' | 'confirmPassword';

/** /reset-password/{token}: the link from the reset e-mail lands here (docs/decisions/039). */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { isLoggedIn, clearSession } = useAuth();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [form, setForm] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse(form);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    reset.mutate(
      { token, password: parsed.data.password },
      {
        // The reset ended this browser's sign-in too: leave it here, and sign in again.
        onSuccess: () => {
          if (!isLoggedIn) return;
          notifySuccess(PASSWORD_RESET_DONE, 'Password changed');
          clearSession(() => void navigate('/login', { replace: true }));
        },
      },
    );
  };

  const linkRefused = reset.isError && isLinkRefused(reset.error);

  return (
    <Center px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        {reset.isSuccess && <PasswordChanged />}
        {linkRefused && <ResetLinkRefused error={reset.error} />}
        {!reset.isSuccess && !linkRefused && (
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                Choose a new password
              </Title>
              <Text c="dimmed" mt={6}>
                Once it is set, every device signed in to your account is signed out.
              </Text>
            </div>
            {reset.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title="Password not changed">
                {errorMessage(reset.error, 'Something went wrong. Please try again in a moment.')}
              </Alert>
            )}
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <NewPasswordInput
                  label="New password"
                  value={form.password}
                  onChange={set('password')}
                  error={fieldErrors.password}
                />
                <PasswordInput
                  label="Confirm new password"
                  value={form.confirmPassword}
                  onChange={(e) => set('confirmPassword')(e.currentTarget.value)}
                  error={fieldErrors.confirmPassword}
                  autoComplete="new-password"
                  required
                />
                <Button type="submit" size="md" loading={reset.isPending} fullWidth>
                  Set new password
                </Button>
              </Stack>
            </form>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
