import { SegmentedControl } from '@mantine/core';
import { SEASON_TYPE_NAMES, SEASON_TYPES, type SeasonType } from '@rinkside/domain';
import { useSearchParams } from 'react-router';

const PARAM = 'seasonType';

/** The season type a standings or stats page shows, kept in the URL (`?seasonType=playoff`) so links and reloads keep it. */
export function useSeasonType(): [SeasonType, (next: SeasonType) => void] {
  const [params, setParams] = useSearchParams();
  const seasonType: SeasonType = params.get(PARAM) === 'playoff' ? 'playoff' : 'regular';
  const setSeasonType = (next: SeasonType) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'regular') updated.delete(PARAM);
        else updated.set(PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [seasonType, setSeasonType];
}

const OPTIONS = SEASON_TYPES.map((value) => ({ value, label: SEASON_TYPE_NAMES[value] }));

/** Regular Season / Playoffs: radio buttons underneath, so arrow keys move between them. */
export function SeasonTypeSwitch({
  value,
  onChange,
}: {
  value: SeasonType;
  onChange: (next: SeasonType) => void;
}) {
  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next === 'playoff' ? 'playoff' : 'regular')}
      data={OPTIONS}
      aria-label="Season type"
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
