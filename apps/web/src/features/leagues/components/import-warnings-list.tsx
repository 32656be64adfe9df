import { Group, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { LeagueImportWarning } from '@rinkside/domain';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { PlainList } from '../../../components/plain-list';

interface ImportWarningsListProps {
  warnings: readonly LeagueImportWarning[];
  title?: string;
  order?: TitleOrder;
}

/**
 * What an import left behind, in the server's own sentences (each already says how many rows it
 * concerns), or that nothing was.
 */
export function ImportWarningsList({
  warnings,
  title = 'What could not be carried',
  order = 2,
}: ImportWarningsListProps) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={order} fz="md" id={titleId}>
        {title}
      </Title>
      {warnings.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size="sm" radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text size="sm">Everything was carried.</Text>
        </Group>
      ) : (
        <PlainList label={title} gap="xs">
          {warnings.map((warning, index) => (
            <Group key={`${warning.code}-${index}`} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size="sm" radius="xl" color="gray" variant="light" mt={2} aria-hidden>
                <IconInfoCircle size={14} />
              </ThemeIcon>
              <Text size="sm">{warning.message}</Text>
            </Group>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
