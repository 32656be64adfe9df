import { Badge, Button, Group, Text } from '@mantine/core';
import { formatRelativeDate, type ApiToken } from '@rinkside/domain';
import { IconKey } from '@tabler/icons-react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useRevokeApiToken } from '../../api/revoke-api-token';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** What the row says of a token's life: made, expires (or expired), last used. */
function tokenDetails(token: ApiToken, now: Date): string[] {
  const expired = token.expiresAt !== null && new Date(token.expiresAt) <= now;
  return [
    `Created ${day(token.createdAt)}`,
    token.expiresAt === null ? 'never expires' : `${expired ? 'expired' : 'expires'} ${day(token.expiresAt)}`,
    token.lastUsedAt === null
      ? 'never used'
      : `last used ${formatRelativeDate(new Date(token.lastUsedAt), now)}`,
  ];
}

/** One token of the list, with its scope and a revoke button. */
export function ApiTokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const now = new Date();
  const expired = token.expiresAt !== null && new Date(token.expiresAt) <= now;
  return (
    <Group component="li" data-testid="api-token" justify="space-between" wrap="nowrap" gap="sm">
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <IconKey size={22} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            <Badge size="sm" variant="light" color={token.scope === 'write' ? 'orange' : 'blue'}>
              {token.scope === 'write' ? 'Read and write' : 'Read only'}
            </Badge>
            {expired && (
              <Badge size="sm" variant="light" color="gray">
                Expired
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {tokenDetails(token, now).join(', ')}
          </Text>
        </div>
      </Group>
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={revoke.isPending}
        aria-label={`Revoke ${token.name}`}
        style={{ flexShrink: 0 }}
        onClick={() =>
          revoke.mutate(token.id, {
            onSuccess: (result) => notifySuccess(result.message, 'Token revoked'),
            onError: (error) => notifyError(errorMessage(error, 'That token could not be revoked.')),
          })
        }
      >
        Revoke
      </Button>
    </Group>
  );
}
