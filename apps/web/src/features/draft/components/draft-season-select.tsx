import { NativeSelect } from '@mantine/core';
import { seasonLabel } from '@rinkside/domain';
import { useDraftSeasons } from '../api/get-draft-seasons';

interface DraftSeasonSelectProps {
  leagueId: number;
  /** The chosen season; null is the league's current season. */
  value: number | null;
  /** Called with null when the current season is chosen, so the address stays bare. */
  onChange: (seasonId: number | null) => void;
}

/**
 * The league's seasons that have a draft, newest first ('2027 draft · 2026–27'): a native select, so a
 * phone's own picker works. Hidden while there is only one draft to show.
 */
export function DraftSeasonSelect({ leagueId, value, onChange }: DraftSeasonSelectProps) {
  const seasons = useDraftSeasons(leagueId);
  if (!seasons.data || seasons.data.length < 2) return null;
  const active = seasons.data.find((s) => s.active);
  const options = seasons.data.map((s) => ({
    value: String(s.seasonId),
    label: `${String(s.year)} draft (${seasonLabel(s.startYear)}${s.active ? ', current' : ''})`,
  }));
  const chosen = value ?? active?.seasonId;
  // A season without a draft (an old link) is listed, so the select does not claim another one.
  if (chosen !== undefined && !seasons.data.some((s) => s.seasonId === chosen))
    options.push({ value: String(chosen), label: 'Unknown season' });
  return (
    <NativeSelect
      label="Draft"
      data={options}
      value={chosen === undefined ? '' : String(chosen)}
      onChange={(event) => {
        const next = Number(event.currentTarget.value);
        onChange(next === active?.seasonId ? null : next);
      }}
      w={{ base: '100%', xs: 260 }}
      data-testid="draft-season-select"
    />
  );
}
