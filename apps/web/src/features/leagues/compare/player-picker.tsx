import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMPARE_MAX } from '@rinkside/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchPlayers } from '../api/search-players';

/**
 * Search the league's players by name and add one to the comparison: type two letters, choose with the
 * arrow keys and Enter (or a click). Players already compared are left out.
 */
export function PlayerPicker({
  leagueId,
  chosen,
  onAdd,
}: {
  leagueId: number;
  chosen: readonly number[];
  onAdd: (id: number) => void;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const search = useSearchPlayers(leagueId, debounced);
  const full = chosen.length >= COMPARE_MAX;
  const options = (search.data ?? [])
    .filter((p) => !chosen.includes(p.id))
    .map((p) => ({
      value: String(p.id),
      label: `${p.firstName} ${p.lastName} · ${p.position} · ${p.team?.abbreviation ?? 'FA'} · ${p.overall}`,
    }));
  const nothingFound =
    debounced.length < 2
      ? 'Type at least two letters of a name'
      : search.isFetching
        ? 'Searching…'
        : search.isError
          ? 'The search failed: try again'
          : 'No player of this league has that name';

  return (
    <Select
      label="Add a player"
      description={
        full ? `${COMPARE_MAX} players is the most a comparison holds: remove one to add another.` : undefined
      }
      placeholder="Search by name"
      leftSection={<IconSearch size={16} />}
      searchable
      disabled={full}
      data={options}
      value={null}
      searchValue={text}
      onSearchChange={setText}
      // The server already matched the name; the options are its answer as is.
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      onChange={(value) => {
        if (!value) return;
        onAdd(Number(value));
        setText('');
      }}
      maw={420}
    />
  );
}
