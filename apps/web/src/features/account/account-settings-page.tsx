import { Container, Stack, Text, Title } from '@mantine/core';
import { ConfirmIdentityProvider } from './confirm-identity/confirm-identity-context';
import { DeleteAccountSection } from './delete-account-section';
import { LinkedAccountsSection } from './linked-accounts-section';
import { ApiTokensSection } from './sections/api-tokens-section';
import { ChangeEmailSection } from './sections/change-email-section';
import { NotificationsSection } from './sections/notifications-section';
import { PasswordSection } from './sections/password-section';
import { ProfileSummarySection } from './sections/profile-summary-section';
import { SessionsSection } from './sections/sessions-section';

interface AccountSettingsPageProps {
  /** After the account is deleted: the route signs this tab and the others out. */
  onAccountDeleted: () => void;
}

/**
 * /settings: the account's settings, one card per section. Each section loads and saves on its own,
 * so a section is added with one line here.
 */
export function AccountSettingsPage({ onAccountDeleted }: AccountSettingsPageProps) {
  return (
    <Container size="sm" py="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Account settings
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        Your password, e-mail, where you are signed in, the accounts you sign in with and your API tokens.
      </Text>
      <ConfirmIdentityProvider returnTo="/settings">
        <Stack gap="lg">
          <ProfileSummarySection />
          <PasswordSection />
          <ChangeEmailSection />
          <SessionsSection />
          <LinkedAccountsSection />
          <NotificationsSection />
          <ApiTokensSection />
          <DeleteAccountSection onDeleted={onAccountDeleted} />
        </Stack>
      </ConfirmIdentityProvider>
    </Container>
  );
}
