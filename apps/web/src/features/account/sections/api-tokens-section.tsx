import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { CreatedApiToken } from '@rinkside/domain';
import { useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { useApiTokens } from '../api/get-api-tokens';
import { ApiTokenRow } from './api-tokens/api-token-row';
import { CreateApiTokenForm } from './api-tokens/create-api-token-form';
import { NewApiTokenNotice } from './api-tokens/new-api-token-notice';
import { SettingsSection } from './settings-section';

/**
 * Personal API tokens for bots and scripts (docs/decisions/088): made here, shown once, listed with their
 * last use, revoked here. A token never reaches these settings itself.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <SettingsSection
      title="API tokens"
      description={
        <>
          Let a bot or a spreadsheet read your leagues (or, with write, run your teams) through the API (
          <Anchor href="/api/docs" target="_blank" inherit underline="always">
            API documentation
          </Anchor>
          ). A token never opens these account settings.
        </>
      }
    >
      {created && (
        <NewApiTokenNotice
          name={created.apiToken.name}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <CreateApiTokenForm onCreated={setCreated} />
      {tokens.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your API tokens">
          <Skeleton height={40} />
        </Stack>
      ) : tokens.isError ? (
        <QueryErrorAlert
          title="Could not load your API tokens"
          message={errorMessage(tokens.error, 'Please try again.')}
          retrying={tokens.isFetching}
          onRetry={() => void tokens.refetch()}
        />
      ) : tokens.data.length === 0 ? (
        <Alert color="gray" variant="light">
          You have no API tokens.
        </Alert>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your API tokens">
          {tokens.data.map((token) => (
            <ApiTokenRow key={token.id} token={token} />
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        Tokens are stored hashed; Rinkside cannot show one again. Revoke any you no longer use.
      </Text>
    </SettingsSection>
  );
}
