import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  API_TOKEN_NAME_MAX,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  createApiTokenRequestSchema,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/http';
import { useCreateApiToken } from '../../api/create-api-token';

const SCOPES: { value: ApiTokenScope; label: string }[] = [
  { value: 'read', label: 'Read only' },
  { value: 'write', label: 'Read and write (your teams)' },
];
const EXPIRIES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

/** Name, scope and expiry of a new token; the token made is handed up to be shown once. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState(String(DEFAULT_API_TOKEN_EXPIRY_DAYS));
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiTokenRequestSchema.safeParse({
      name,
      scope,
      expiresInDays: expiry === 'never' ? null : Number(expiry),
    });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create an API token">
      <Stack gap="sm">
        {create.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Token not created">
            {errorMessage(create.error, 'Please try again.')}
          </Alert>
        )}
        <TextInput
          label="Token name"
          description="What uses it, so you know which to revoke: Discord bot, spreadsheet…"
          maxLength={API_TOKEN_NAME_MAX}
          value={name}
          error={nameError}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(undefined);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Scope"
            data={SCOPES}
            value={scope}
            onChange={(e) => setScope(e.currentTarget.value === 'write' ? 'write' : 'read')}
          />
          <NativeSelect
            label="Expires after"
            data={EXPIRIES}
            value={expiry}
            onChange={(e) => setExpiry(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
