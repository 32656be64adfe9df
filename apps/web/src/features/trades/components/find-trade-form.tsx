import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StoredPlayer, TradeFinderNeed } from '@rinkside/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

const NEEDS: { value: NonNullable<TradeFinderNeed['position']>; label: string }[] = [
  { value: 'F', label: 'Any forward' },
  { value: 'C', label: 'Center' },
  { value: 'LW', label: 'Left wing' },
  { value: 'RW', label: 'Right wing' },
  { value: 'D', label: 'Defense' },
  { value: 'G', label: 'Goalie' },
];
const POSITION_ORDER = ['C', 'LW', 'RW', 'D', 'G'];
const DOLLARS_PER_MILLION = 1_000_000;

export interface FindTradeAsk {
  playerId: number | null;
  need: TradeFinderNeed | null;
}

/**
 * What to look for: a player of the GM's to move, and/or a need (a position, cap space in $M). At least one
 * of them; the page asks the finder with it.
 */
export function FindTradeForm({
  roster,
  initialPlayerId,
  asking,
  onFind,
}: {
  roster: readonly StoredPlayer[];
  initialPlayerId: number | null;
  asking: boolean;
  onFind: (ask: FindTradeAsk) => void;
}) {
  const [playerId, setPlayerId] = useState<string | null>(
    initialPlayerId === null ? null : String(initialPlayerId),
  );
  const [position, setPosition] = useState<string | null>(null);
  const [capSpace, setCapSpace] = useState<number | string>('');
  const [problem, setProblem] = useState<string | null>(null);

  const players = [...roster]
    .filter((p) => p.status !== 'prospect')
    .sort(
      (a, b) =>
        POSITION_ORDER.indexOf(a.position) - POSITION_ORDER.indexOf(b.position) || b.overall - a.overall,
    )
    .map((p) => ({
      value: String(p.id),
      label: `${p.firstName} ${p.lastName} · ${p.position} · ${p.overall} OVR`,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const room =
      typeof capSpace === 'number' && capSpace > 0 ? Math.round(capSpace * DOLLARS_PER_MILLION) : null;
    const wanted = NEEDS.find((n) => n.value === position)?.value;
    const need: TradeFinderNeed | null =
      wanted === undefined && room === null
        ? null
        : { ...(wanted ? { position: wanted } : {}), ...(room !== null ? { capSpace: room } : {}) };
    if (playerId === null && need === null) {
      setProblem('Choose a player to move, or say what your team needs.');
      return;
    }
    setProblem(null);
    onFind({ playerId: playerId === null ? null : Number(playerId), need });
  };

  return (
    <form onSubmit={submit} aria-label="Find a trade" noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Player to move"
            placeholder="Choose one of your players"
            data={players}
            value={playerId}
            onChange={setPlayerId}
            searchable
            clearable
            nothingFoundMessage="No such player on your team"
          />
          <Select
            label="Position you need"
            placeholder="Any position"
            data={NEEDS}
            value={position}
            onChange={setPosition}
            clearable
          />
          <NumberInput
            label="Cap space you need ($M)"
            placeholder="e.g. 2.5"
            value={capSpace}
            onChange={setCapSpace}
            min={0}
            max={200}
            step={0.5}
            decimalScale={2}
            prefix="$"
            suffix="M"
            allowNegative={false}
          />
        </SimpleGrid>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={asking} leftSection={<IconSearch size={16} aria-hidden />}>
            Find offers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
