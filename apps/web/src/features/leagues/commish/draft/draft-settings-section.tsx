import { useDraftSettings } from '../../../../lib/queries/get-draft-settings';
import { QueryBody, SectionCard } from '../../components/section-card';
import { DraftSettingsForm } from './draft-settings-form';

/** "Draft": the league's entry draft rules, editable by the commissioner (docs/decisions/049). */
export function DraftSettingsSection({ leagueId }: { leagueId: number }) {
  const query = useDraftSettings(leagueId);
  return (
    <SectionCard title="Draft">
      <QueryBody query={query} errorTitle="Failed to Load the Draft Settings" rows={4}>
        {() => query.data && <DraftSettingsForm leagueId={leagueId} data={query.data} />}
      </QueryBody>
    </SectionCard>
  );
}
