import { NativeSelect } from '@mantine/core';
import { seasonLabel } from '@rinkside/domain';
import { useSeasons } from '../lib/queries/get-seasons';

interface SeasonSelectProps {
  leagueId: number;
  /** The chosen season; null is the league's current season. */
  value: number | null;
  /** Called with null when the current season is chosen, so the address stays bare. */
  onChange: (seasonId: number | null) => void;
}

/**
 * The league's seasons, newest first, labelled '2026–27', to browse a past one: a native select, so arrow keys, type-ahead
 * and a phone's own picker work. Hidden while the league has only one season (or the list cannot load).
 */
export function SeasonSelect({ leagueId, value, onChange }: SeasonSelectProps) {
  const seasons = useSeasons(leagueId);
  if (!seasons.data || seasons.data.length < 2) return null;
  const active = seasons.data.find((s) => s.active);
  const options = seasons.data.map((s) => ({
    value: String(s.id),
    label: s.active ? `${seasonLabel(s.startYear)} (current)` : seasonLabel(s.startYear),
  }));
  const chosen = value ?? active?.id;
  // A season the league does not have (an old link) is listed, so the select does not claim another one.
  if (chosen !== undefined && !seasons.data.some((s) => s.id === chosen))
    options.push({ value: String(chosen), label: 'Unknown season' });
  return (
    <NativeSelect
      label="Season"
      data={options}
      value={chosen === undefined ? '' : String(chosen)}
      onChange={(event) => {
        const next = Number(event.currentTarget.value);
        onChange(next === active?.id ? null : next);
      }}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
