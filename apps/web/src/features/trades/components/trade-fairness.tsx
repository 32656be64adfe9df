import type { TradeDetail } from '@rinkside/domain';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';

type Fairness = NonNullable<TradeDetail['fairness']>;

/** The commissioner's view of a trade's balance: the value ratio and the team that gets more. */
export function TradeFairness({ fairness }: { fairness: Fairness }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Fairness">
      <Group gap="xs">
        <IconScale size={18} aria-hidden />
        <Text size="sm">
          Value ratio between the sides: <strong>{fairness.ratio.toFixed(2)}</strong>
          {' · '}
          {fairness.gainer ? (
            <>
              <strong>{fairness.gainer.name}</strong> gets more value
            </>
          ) : (
            'even'
          )}
        </Text>
        {fairness.lopsided && (
          <Badge color="red" variant="light">
            Lopsided
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
