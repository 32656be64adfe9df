import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTradeSettings } from '../../leagues/commish/trades/api/trade-settings';
import { tradeRulesWords } from '../../leagues/commish/trades/trade-rules-words';

/** The league's trade rules in a line or two, linking to the full rules. */
export function TradeRulesNote({ leagueId }: { leagueId: number }) {
  const rules = useTradeSettings(leagueId);
  if (!rules.data) return null;
  return (
    <Text size="sm" c="dimmed">
      {tradeRulesWords(rules.data.settings, rules.data.deadlineThisSeason).join(' ')}{' '}
      <Anchor component={Link} to={`/league/${leagueId}/contract-rules`} size="sm" underline="always">
        League rules
      </Anchor>
    </Text>
  );
}
