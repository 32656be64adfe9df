import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { changeEmailRequestSchema } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/http';
import { useChangeEmail } from '../api/change-email';
import { useLinkedIdentities } from '../api/get-linked-identities';
import { needsConfirmation, useConfirmIdentity } from '../confirm-identity/confirm-identity-context';
import { PendingEmailChangeNotice } from './pending-email-change-notice';
import { SettingsSection } from './settings-section';

type Field = 'email' | 'password';
const emptyForm: Record<Field, string> = { email: '', password: '' };

/**
 * A new address, proven by a link mailed to it; the password guards the request (an account without one
 * confirms it is the owner at its provider instead, decision 058).
 */
export function ChangeEmailSection() {
  const change = useChangeEmail();
  const { confirmThen } = useConfirmIdentity();
  const withoutPassword = useLinkedIdentities().data?.hasPassword === false;
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeEmailRequestSchema.safeParse(withoutPassword ? { email: form.email } : form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const send = () =>
      change.mutate(parsed.data, {
        onSuccess: () => setForm(emptyForm),
        onError: (error) => {
          if (needsConfirmation(error)) return confirmThen(send);
          if (!(error instanceof ApiRequestError)) return;
          if (error.status === 403)
            setErrors({ password: errorMessage(error, 'Your password is not correct.') });
          if (error.status === 409) setErrors({ email: errorMessage(error, 'That address is taken.') });
        },
      });
    send();
  };

  const shownOnField =
    needsConfirmation(change.error) ||
    (change.error instanceof ApiRequestError && [403, 409].includes(change.error.status));
  return (
    <SettingsSection
      title="Change e-mail"
      description="We send a link to the new address; your e-mail changes once you follow it."
    >
      <PendingEmailChangeNotice />
      <form onSubmit={submit} noValidate aria-label="Change e-mail">
        <Stack gap="sm">
          {/* Sent: the waiting change above says so. Not sent: say why, resend is up there. */}
          {change.isSuccess && !change.data.confirmationMailSent && (
            <Alert color="orange" icon={<IconAlertCircle size={18} />} role="status">
              {change.data.message}
            </Alert>
          )}
          {change.isError && !shownOnField && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="E-mail not changed">
              {errorMessage(change.error, 'Please try again.')}
            </Alert>
          )}
          <TextInput
            label="New e-mail"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
          {withoutPassword ? (
            <Text size="sm" c="dimmed">
              Your account has no password: you will be asked to sign in with your provider again to confirm
              it is you.
            </Text>
          ) : (
            <PasswordInput
              label="Password"
              description="Your current password, to confirm it is you"
              autoComplete="current-password"
              required
              value={form.password}
              onChange={set('password')}
              error={errors.password}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Send confirmation link
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
