import { Alert, Anchor, Box, Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { HOCKEY_TEAM_NAMES, loginRequestSchema, registerRequestSchema } from '@rinkside/domain';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { errorMessage } from '../../lib/http';
import { useRegister } from './api/register';
import { NewPasswordInput } from '../../components/new-password-input';
import { ResendVerificationForm } from './components/resend-verification-form';
import { SocialLoginButtons } from './components/social-login-buttons';

// SPEC §9: post-registration redirect.
export const REGISTER_REDIRECT_MS = 2000;
// SPEC §8
const REGISTER_SUCCESS = 'User registered successfully! Please check your email to verify your account.';
const REGISTER_FALLBACK = 'Operation failed';

// The shared schema, except that SPEC §5 enforces no minimum password length in the browser:
// the server's rule comes back as the 'Registration Failed' message.
const registerFormSchema = registerRequestSchema.extend({ password: loginRequestSchema.shape.password });

const teamOptions = [...HOCKEY_TEAM_NAMES];

type Field = 'email' | 'username' | 'password' | 'gmName' | 'favoriteTeam';
const emptyForm: Record<Field, string> = {
  email: '',
  username: '',
  password: '',
  gmName: '',
  favoriteTeam: '',
};

/** SPEC §2 Registration. */
export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  // SPEC §5: disabled until email, username and password are filled.
  const canSubmit = form.email.trim() !== '' && form.username.trim() !== '' && form.password !== '';

  // The outcome shows above the form: bring it into view, the button may be far below on a phone.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (register.isSuccess || register.isError) outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [register.isSuccess, register.isError]);

  // Without the mail the account cannot be verified: stay here, where resend is offered.
  const mailSent = register.data?.verificationMailSent !== false;

  useEffect(() => {
    if (!register.isSuccess || !mailSent) return;
    const timer = setTimeout(() => void navigate('/'), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [register.isSuccess, mailSent, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    register.mutate(parsed.data);
  };

  return (
    <Box mih="100dvh" px="md" py={{ base: 'lg', sm: 48 }} style={{ display: 'flex' }}>
      <Stack w="100%" maw={480} m="auto" gap="lg">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Rinkside home" mx="auto">
          <Logo size={30} />
        </Anchor>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
              Join Rinkside
            </Title>

            {(register.isSuccess || register.isError) && (
              <div ref={outcomeRef} style={{ scrollMarginTop: 16 }}>
                {register.isSuccess && !mailSent && (
                  <Stack gap="sm">
                    <Alert
                      color="yellow"
                      icon={<IconAlertTriangle size={18} />}
                      title="Verification email not sent"
                      role="status"
                    >
                      {register.data.message}
                    </Alert>
                    <ResendVerificationForm initialLogin={register.variables.username} />
                  </Stack>
                )}
                {register.isSuccess && mailSent && (
                  <Alert
                    color="green"
                    icon={<IconCircleCheck size={18} />}
                    title="Check your inbox"
                    role="status"
                  >
                    {register.data.message || REGISTER_SUCCESS}
                  </Alert>
                )}
                {register.isError && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} title="Registration Failed">
                    {errorMessage(register.error, REGISTER_FALLBACK)}
                  </Alert>
                )}
              </div>
            )}

            <SocialLoginButtons divider="Or register with email" />

            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <TextInput
                  label="Email"
                  type="email"
                  value={form.email}
                  onChange={(e) => set('email')(e.currentTarget.value)}
                  error={fieldErrors.email}
                  autoComplete="email"
                  required
                />
                <TextInput
                  label="Username"
                  value={form.username}
                  onChange={(e) => set('username')(e.currentTarget.value)}
                  error={fieldErrors.username}
                  description="3-24 letters, digits, _ or -"
                  autoComplete="username"
                  required
                />
                <NewPasswordInput
                  label="Password"
                  value={form.password}
                  onChange={set('password')}
                  error={fieldErrors.password}
                />
                <TextInput
                  label="GM Name"
                  value={form.gmName}
                  onChange={(e) => set('gmName')(e.currentTarget.value)}
                  error={fieldErrors.gmName}
                  description="Optional: the name other managers see"
                  autoComplete="nickname"
                />
                <Select
                  label="Favorite Team"
                  placeholder="Search the 32 teams"
                  description="Optional"
                  data={teamOptions}
                  value={form.favoriteTeam || null}
                  onChange={(value) => set('favoriteTeam')(value ?? '')}
                  error={fieldErrors.favoriteTeam}
                  nothingFoundMessage="No team matches"
                  searchable
                  clearable
                  maxDropdownHeight={260}
                />
                <Button
                  type="submit"
                  size="md"
                  fullWidth
                  disabled={!canSubmit || register.isSuccess}
                  loading={register.isPending}
                >
                  Register
                </Button>
              </Stack>
            </form>

            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login">
                Already have an account? Sign in
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
