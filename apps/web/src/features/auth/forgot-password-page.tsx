import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@rinkside/domain';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/http';
import { useForgotPassword } from './api/forgot-password';

/** /forgot-password: asks for a reset link by e-mail address (docs/decisions/039). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Email must be a valid e-mail address');
      return;
    }
    setFieldError(null);
    request.mutate(parsed.data);
  };

  return (
    <Center px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Forgot your password?
            </Title>
            <Text c="dimmed" mt={6}>
              Type the e-mail address of your account and we&apos;ll send you a link to choose a new password.
            </Text>
          </div>

          {request.isSuccess && (
            <Alert color="green" icon={<IconMailForward size={18} />} title="Check your inbox" role="status">
              {request.data.message}
            </Alert>
          )}
          {request.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Could not send the link">
              {errorMessage(request.error, 'Something went wrong. Please try again in a moment.')}
            </Alert>
          )}

          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={fieldError}
                autoComplete="email"
                required
              />
              <Button type="submit" size="md" loading={request.isPending} fullWidth>
                Send reset link
              </Button>
            </Stack>
          </form>

          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
