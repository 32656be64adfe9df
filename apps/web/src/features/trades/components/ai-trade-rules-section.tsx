import { List, Text } from '@mantine/core';
import { aiTradeRulesWords } from '@rinkside/domain';
import { SectionCard } from '../../leagues/components/section-card';

/** "How AI Teams Trade": the rules every team no person runs answers by (docs/decisions/048, 094). */
export function AiTradeRulesSection() {
  return (
    <SectionCard title="How AI Teams Trade">
      <Text size="sm" c="dimmed" mb="xs">
        The same for every league and every GM, so no one can farm them.
      </Text>
      <List size="sm" spacing="xs">
        {aiTradeRulesWords().map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
