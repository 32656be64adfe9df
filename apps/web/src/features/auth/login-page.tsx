import { Alert, Anchor, Box, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUTH_ERROR, loginRequestSchema, socialSignInErrorMessage } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import { errorMessage } from '../../lib/http';
import { useResendVerification } from './api/resend-verification';
import { afterSignInPath } from './after-sign-in';
import { useAuth } from './auth-context';
import { AuthBrandPanel } from './components/auth-brand-panel';
import { SocialLoginButtons } from './components/social-login-buttons';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** SPEC §2 Login: split layout, form left, logo and tagline right (hidden on narrow screens). */
export function LoginPage() {
  const { login, error, clearError } = useAuth();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const resend = useResendVerification();
  // Back from a provider that could not sign the visitor in (docs/decisions/042).
  const [searchParams] = useSearchParams();
  const socialError = socialSignInErrorMessage(searchParams.get('social_error'));

  // Opening the page clears the previous error (SPEC §2).
  useEffect(() => clearError(), [clearError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username' || field === 'password') errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    resend.reset();
    setSubmitting(true);
    const ok = await login(parsed.data);
    setSubmitting(false);
    if (ok) void navigate(afterSignInPath(state), { replace: true });
  };

  const notVerified = error?.code === AUTH_ERROR.emailNotVerified;

  return (
    <Box mih="100dvh" style={{ display: 'flex' }}>
      <Box style={{ flex: 1, display: 'flex', alignItems: 'center' }} px="md" py="xl">
        <Stack w="100%" maw={420} mx="auto" gap="lg">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            c="inherit"
            aria-label="Rinkside home"
            w="fit-content"
          >
            <Logo size={30} />
          </Anchor>
          <div>
            <Title order={1}>Welcome Back</Title>
            <Text c="dimmed" mt={4}>
              Sign in to your account
            </Text>
          </div>

          {socialError && !error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="Social sign-in failed">
              {socialError}
            </Alert>
          )}

          {error && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              title={notVerified ? error.code : undefined}
            >
              <Stack gap="xs">
                <Text size="sm">{error.message}</Text>
                {notVerified && (
                  <div>
                    <Button
                      size="xs"
                      variant="white"
                      color="red"
                      loading={resend.isPending}
                      disabled={resend.isSuccess}
                      onClick={() => resend.mutate({ login: username.trim() })}
                    >
                      Resend verification email
                    </Button>
                  </div>
                )}
                {resend.isSuccess && <Text size="sm">{resend.data.message}</Text>}
                {resend.isError && (
                  <Text size="sm">
                    {errorMessage(resend.error, 'Could not send the email. Please try again.')}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}

          <SocialLoginButtons divider="Or continue with username" />

          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="md">
              <TextInput
                label="Username"
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
                error={fieldErrors.username}
                autoComplete="username"
                required
              />
              <PasswordInput
                label="Password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={fieldErrors.password}
                autoComplete="current-password"
                required
              />
              <Text size="sm" ta="right" mt={-8}>
                <Anchor component={Link} to="/forgot-password">
                  Forgot password?
                </Anchor>
              </Text>
              <Button type="submit" size="md" loading={submitting} fullWidth>
                Sign In
              </Button>
            </Stack>
          </form>

          <Text size="sm" ta="center">
            <Anchor component={Link} to="/register">
              Don&apos;t have an account? Sign up here
            </Anchor>
          </Text>
        </Stack>
      </Box>
      <AuthBrandPanel />
    </Box>
  );
}
