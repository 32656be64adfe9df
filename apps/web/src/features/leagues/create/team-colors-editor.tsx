import { Button, ColorInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CustomClub, HEX_COLOR, type TeamColors } from '@rinkside/domain';
import { IconPalette } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { TeamCrest } from '../../../components/team-crest';

/** The colours a person changed, by team abbreviation; the others keep their defaults. */
export type TeamColorChoices = Readonly<Record<string, TeamColors>>;

export const colorsOf = (club: CustomClub, choices: TeamColorChoices): TeamColors =>
  choices[club.abbreviation] ?? club.defaultColors;

/** True when every changed colour is a #rrggbb the server will take. */
export const teamColorsValid = (choices: TeamColorChoices) =>
  Object.values(choices).every((c) => HEX_COLOR.test(c.primary) && HEX_COLOR.test(c.secondary));

interface TeamColorsEditorProps {
  clubs: readonly CustomClub[];
  choices: TeamColorChoices;
  onChange: (next: TeamColorChoices) => void;
  disabled?: boolean;
}

/** Create League: the custom teams' crests, and their two colours for whoever wants to change them. */
export function TeamColorsEditor({ clubs, choices, onChange, disabled }: TeamColorsEditorProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const set = (club: CustomClub, key: keyof TeamColors, value: string) =>
    onChange({ ...choices, [club.abbreviation]: { ...colorsOf(club, choices), [key]: value } });

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <div>
          <Text size="sm" fw={500}>
            Team colours
          </Text>
          <Text size="xs" c="dimmed">
            Each team&apos;s crest is drawn in its two colours.
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPalette size={14} aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((o) => !o)}
          disabled={disabled}
        >
          {open ? 'Done' : 'Change colours'}
        </Button>
      </Group>
      {!open && (
        <Group gap={6} aria-hidden>
          {clubs.map((club) => {
            const { primary, secondary } = colorsOf(club, choices);
            return (
              <TeamCrest
                key={club.abbreviation}
                abbreviation={club.abbreviation}
                colors={[primary, secondary]}
                size={28}
              />
            );
          })}
        </Group>
      )}
      {open && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" id={listId}>
          {clubs.map((club) => (
            <ClubColors
              key={club.abbreviation}
              club={club}
              colors={colorsOf(club, choices)}
              onChange={set}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface ClubColorsProps {
  club: CustomClub;
  colors: TeamColors;
  onChange: (club: CustomClub, key: keyof TeamColors, value: string) => void;
  disabled?: boolean;
}

function ClubColors({ club, colors, onChange, disabled }: ClubColorsProps) {
  const valid = HEX_COLOR.test(colors.primary) && HEX_COLOR.test(colors.secondary);
  const input = (key: keyof TeamColors, label: string) => (
    <ColorInput
      size="xs"
      w={112}
      format="hex"
      withEyeDropper={false}
      aria-label={`${club.name} ${label.toLowerCase()} colour`}
      placeholder={label}
      value={colors[key]}
      onChange={(value) => onChange(club, key, value)}
      error={HEX_COLOR.test(colors[key]) ? undefined : 'Use #rrggbb'}
      disabled={disabled}
    />
  );
  const shown = valid ? colors : club.defaultColors;
  return (
    <Group gap="sm" wrap="nowrap">
      <TeamCrest abbreviation={club.abbreviation} colors={[shown.primary, shown.secondary]} size={40} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {club.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          {input('primary', 'Primary')}
          {input('secondary', 'Secondary')}
        </Group>
      </Stack>
    </Group>
  );
}
