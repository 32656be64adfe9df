import { Badge } from '@mantine/core';
import { QueryBody, SectionCard } from '../../components/section-card';
import { useContractSettings } from './api/contract-settings';
import { ContractSettingsForm } from './contract-settings-form';

/** "Contracts & cap": the league's contract rules, editable by the commissioner (docs/decisions/046). */
export function ContractSettingsSection({ leagueId }: { leagueId: number }) {
  const query = useContractSettings(leagueId);
  return (
    <SectionCard
      title="Contracts & cap"
      action={
        query.data && (
          <Badge variant="light" color={query.data.isDefault ? 'gray' : 'blue'}>
            {query.data.isDefault ? 'NHL defaults' : 'Custom'}
          </Badge>
        )
      }
    >
      <QueryBody query={query} errorTitle="Failed to Load the Contract Settings" rows={6}>
        {() => query.data && <ContractSettingsForm leagueId={leagueId} data={query.data} />}
      </QueryBody>
    </SectionCard>
  );
}
