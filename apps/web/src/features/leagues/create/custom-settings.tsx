import { Checkbox, NumberInput, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CUSTOM_TEAM_COUNT,
  customClubs,
  LEAGUE_TYPES,
  PLAYER_SETUPS,
  startYearRange,
} from '@rinkside/domain';
import { RosterFileInput, type RosterFileState } from './roster-file-input';
import { type TeamColorChoices, TeamColorsEditor } from './team-colors-editor';

export type LeagueType = (typeof LEAGUE_TYPES)[number];
export type PlayerSetup = (typeof PLAYER_SETUPS)[number];

export interface CustomSettingsValue {
  leagueType: LeagueType;
  startYear: number | string;
  importTeams: boolean;
  teamCount: number | string;
  playerSetup: PlayerSetup;
  roster: RosterFileState;
  teamColors: TeamColorChoices;
}

const TYPE_LABELS: Record<LeagueType, string> = {
  professional: 'Professional',
  minor: 'Minor',
  junior: 'Junior',
  recreational: 'Recreational',
};

const SETUP_LABELS: Record<PlayerSetup, { label: string; description: string }> = {
  authentic: {
    label: 'Authentic',
    description: 'The real teams, with fictional generated players on every roster.',
  },
  generated: { label: 'Generated', description: 'Every roster is generated for this league.' },
  import: { label: 'Import custom roster', description: 'Upload your own players as a CSV or JSON file.' },
};

interface CustomSettingsProps {
  value: CustomSettingsValue;
  onChange: (next: CustomSettingsValue) => void;
  startYearError?: string;
  teamCountError?: string;
  disabled?: boolean;
}

/** SPEC §2 Create League custom settings: leagueType, startYear, importTeams, playerSetup. */
export function CustomSettings({
  value,
  onChange,
  startYearError,
  teamCountError,
  disabled,
}: CustomSettingsProps) {
  const set = <K extends keyof CustomSettingsValue>(key: K, next: CustomSettingsValue[K]) =>
    onChange({ ...value, [key]: next });
  const years = startYearRange();

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="League type"
          description="Sets the talent level of generated players"
          data={LEAGUE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={value.leagueType}
          onChange={(next) => next && set('leagueType', next as LeagueType)}
          allowDeselect={false}
          disabled={disabled}
        />
        <NumberInput
          label="Start year"
          description={`${years.min} to ${years.max}`}
          min={years.min}
          max={years.max}
          allowDecimal={false}
          value={value.startYear}
          onChange={(next) => set('startYear', next)}
          error={startYearError}
          disabled={disabled}
        />
      </SimpleGrid>
      <Checkbox
        label="Import the 32 real teams"
        description="Off: the league gets teams of its own"
        checked={value.importTeams}
        onChange={(event) => set('importTeams', event.currentTarget.checked)}
        disabled={disabled}
      />
      {!value.importTeams && (
        <NumberInput
          label="Number of teams"
          description={`${CUSTOM_TEAM_COUNT.min} to ${CUSTOM_TEAM_COUNT.max}`}
          min={CUSTOM_TEAM_COUNT.min}
          max={CUSTOM_TEAM_COUNT.max}
          allowDecimal={false}
          value={value.teamCount}
          onChange={(next) => set('teamCount', next)}
          error={teamCountError}
          disabled={disabled}
          maw={240}
        />
      )}
      {!value.importTeams && !teamCountError && (
        <TeamColorsEditor
          clubs={customClubs(Number(value.teamCount))}
          choices={value.teamColors}
          onChange={(next) => set('teamColors', next)}
          disabled={disabled}
        />
      )}
      <Radio.Group
        label="Player setup"
        value={value.playerSetup}
        onChange={(next) => set('playerSetup', next as PlayerSetup)}
      >
        <Stack gap="sm" mt="xs">
          {PLAYER_SETUPS.map((setup) => (
            <Radio
              key={setup}
              value={setup}
              label={SETUP_LABELS[setup].label}
              description={SETUP_LABELS[setup].description}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
      {value.playerSetup === 'import' && (
        <RosterFileInput
          value={value.roster}
          onChange={(roster) => set('roster', roster)}
          disabled={disabled}
        />
      )}
      {value.playerSetup === 'authentic' && (
        <Text size="xs" c="dimmed">
          Authentic rosters are fictional players generated for the real teams: no player is a real NHL
          player.
        </Text>
      )}
    </Stack>
  );
}
