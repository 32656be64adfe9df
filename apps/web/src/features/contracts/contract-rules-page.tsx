import { Stack, Text, Title } from '@mantine/core';
import { useCurrentLeague } from '../../lib/league-query';
import { ContractSettingsSection } from '../leagues/commish/contracts/contract-settings-section';
import { TradeSettingsSection } from '../leagues/commish/trades/trade-settings-section';
import { AiTradeRulesSection } from '../trades/components/ai-trade-rules-section';

/**
 * The league's contract and trade rules (/league/{id}/contract-rules), read-only unless the viewer is its
 * commissioner.
 */
export function ContractRulesPage() {
  const { leagueId, data: league } = useCurrentLeague();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Contract Rules
        </Title>
        {league && <Text c="dimmed">{league.name}</Text>}
      </div>
      <ContractSettingsSection leagueId={leagueId} />
      <TradeSettingsSection leagueId={leagueId} />
      <AiTradeRulesSection />
    </Stack>
  );
}
