import { QueryBody, SectionCard } from '../../components/section-card';
import { useTradeSettings } from './api/trade-settings';
import { TradeSettingsForm } from './trade-settings-form';

/** "Trades": the league's trade rules, editable by the commissioner (docs/decisions/047). */
export function TradeSettingsSection({ leagueId }: { leagueId: number }) {
  const query = useTradeSettings(leagueId);
  return (
    <SectionCard title="Trades">
      <QueryBody query={query} errorTitle="Failed to Load the Trade Settings" rows={4}>
        {() => query.data && <TradeSettingsForm leagueId={leagueId} data={query.data} />}
      </QueryBody>
    </SectionCard>
  );
}
