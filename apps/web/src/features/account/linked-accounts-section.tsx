import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  LAST_SIGN_IN_METHOD,
  canUnlinkIdentity,
  socialSignInErrorMessage,
  type LinkedIdentity,
  type SocialProvider,
} from '@rinkside/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProviderIcon } from '../../components/provider-icon';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { socialStartUrl, useSocialProviders } from '../../lib/queries/get-social-providers';
import { useLinkedIdentities } from './api/get-linked-identities';
import { getReauthentication } from './api/get-reauthentication';
import { useUnlinkIdentity } from './api/unlink-identity';
import { needsConfirmation, useConfirmIdentity } from './confirm-identity/confirm-identity-context';

interface ProviderRow {
  provider: SocialProvider;
  identity: LinkedIdentity | undefined;
}

/** Every provider set up, linked or not, then any linked one no longer set up (it can still be unlinked). */
function rowsOf(providers: SocialProvider[], identities: LinkedIdentity[]): ProviderRow[] {
  const rows = providers.map((provider) => ({
    provider,
    identity: identities.find((i) => i.provider.name === provider.name),
  }));
  const retired = identities.filter((i) => !providers.some((p) => p.name === i.provider.name));
  return [...rows, ...retired.map((identity) => ({ provider: identity.provider, identity }))];
}

/** Account settings: the social sign-in providers linked to the account (docs/decisions/042). */
export function LinkedAccountsSection() {
  const identities = useLinkedIdentities();
  const providers = useSocialProviders();
  const unlink = useUnlinkIdentity();
  const { confirmThen } = useConfirmIdentity();
  const [linking, setLinking] = useState<string>();
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('linked');
  const returnedError = socialSignInErrorMessage(searchParams.get('social_error'));

  // The session is checked (and refreshed) by a fresh call first, so the server knows who is linking;
  // linking needs a recent re-authentication (decision 058), asked for before the browser leaves.
  const startLink = async (provider: string) => {
    setLinking(provider);
    const status = await getReauthentication().catch(() => undefined);
    setLinking(undefined);
    const go = () => {
      setLinking(provider);
      window.location.assign(socialStartUrl(provider, 'link'));
    };
    if (!status) return void identities.refetch();
    if (status.recent) go();
    else confirmThen(go);
  };
  const startUnlink = (provider: string) =>
    unlink.mutate(provider, {
      onError: (error) => {
        if (needsConfirmation(error)) confirmThen(() => startUnlink(provider));
      },
    });

  const data = identities.data;
  const rows = data ? rowsOf(providers.data ?? [], data.identities) : [];
  const linkedLabel = rows.find((r) => r.provider.name === linked)?.provider.label;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="linked-accounts-title"
    >
      <Title order={2} fz="lg" id="linked-accounts-title">
        Linked accounts
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        Sign in with these providers instead of your password.
      </Text>
      <Stack gap="sm">
        {linkedLabel && !unlink.isError && (
          <Alert color="green" icon={<IconCircleCheck size={18} />}>
            {linkedLabel} is now linked to your account.
          </Alert>
        )}
        {returnedError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={
              searchParams.get('social_error')?.startsWith('reauthentication')
                ? "Could not confirm it's you"
                : 'Linking failed'
            }
          >
            {returnedError}
          </Alert>
        )}
        {unlink.isError && !needsConfirmation(unlink.error) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Could not unlink">
            {errorMessage(unlink.error, 'Unlinking failed. Please try again.')}
          </Alert>
        )}
        {identities.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading your linked accounts">
            <Skeleton height={44} radius="sm" />
            <Skeleton height={44} radius="sm" />
          </Stack>
        ) : identities.isError || !data ? (
          <QueryErrorAlert
            title="Could not load your linked accounts"
            message={errorMessage(identities.error, 'Please try again.')}
            retrying={identities.isFetching}
            onRetry={() => void identities.refetch()}
          />
        ) : rows.length === 0 ? (
          <Text size="sm">No sign-in providers are set up on this Rinkside.</Text>
        ) : (
          rows.map(({ provider, identity }) => {
            const removable = canUnlinkIdentity({
              hasPassword: data.hasPassword,
              identityCount: data.identities.length,
            });
            return (
              <Group key={provider.name} justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                  <ProviderIcon provider={provider.name} size={22} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{provider.label}</Text>
                    <Text size="sm" c="dimmed" truncate>
                      {identity ? `Linked${identity.email ? ` as ${identity.email}` : ''}` : 'Not linked'}
                    </Text>
                  </div>
                </Group>
                {identity ? (
                  <Button
                    variant="default"
                    color="red"
                    size="xs"
                    style={{ flexShrink: 0 }}
                    disabled={!removable}
                    title={removable ? undefined : LAST_SIGN_IN_METHOD}
                    loading={unlink.isPending && unlink.variables === provider.name}
                    onClick={() => startUnlink(provider.name)}
                    aria-label={`Unlink ${provider.label}`}
                  >
                    Unlink
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    style={{ flexShrink: 0 }}
                    loading={linking === provider.name}
                    onClick={() => void startLink(provider.name)}
                  >
                    Link {provider.label}
                  </Button>
                )}
              </Group>
            );
          })
        )}
        {data &&
          !canUnlinkIdentity({ hasPassword: data.hasPassword, identityCount: data.identities.length }) && (
            <Text size="sm" c="dimmed">
              {LAST_SIGN_IN_METHOD}
            </Text>
          )}
      </Stack>
    </Paper>
  );
}
