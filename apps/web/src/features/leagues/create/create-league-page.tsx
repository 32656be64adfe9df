import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CUSTOM_TEAM_COUNT,
  customClubs,
  LEAGUE_NAME_MAX,
  leagueNameSchema,
  startYearRange,
  type CreateLeagueRequest,
} from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useCreateLeague } from '../api/create-league';
import { CustomSettings, type CustomSettingsValue } from './custom-settings';
import { EMPTY_ROSTER } from './roster-file-input';
import { colorsOf, teamColorsValid } from './team-colors-editor';

type Mode = 'NHL' | 'Custom';

const initialCustom = (): CustomSettingsValue => ({
  leagueType: 'professional',
  startYear: new Date().getFullYear(),
  importTeams: true,
  teamCount: CUSTOM_TEAM_COUNT.default,
  playerSetup: 'generated',
  roster: EMPTY_ROSTER,
  teamColors: {},
});

const inRange = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** SPEC §2 Create League (/create-league): name, mode NHL or Custom, custom settings. */
export function CreateLeaguePage() {
  const navigate = useNavigate();
  const createLeague = useCreateLeague();
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [mode, setMode] = useState<Mode>('NHL');
  const [custom, setCustom] = useState(initialCustom);

  const nameResult = leagueNameSchema.safeParse(name);
  const nameError = nameTouched && !nameResult.success ? nameResult.error.issues[0]?.message : undefined;
  const years = startYearRange();
  const startYearError = inRange(custom.startYear, years.min, years.max)
    ? undefined
    : `Start year must be between ${years.min} and ${years.max}`;
  const teamCountError =
    custom.importTeams || inRange(custom.teamCount, CUSTOM_TEAM_COUNT.min, CUSTOM_TEAM_COUNT.max)
      ? undefined
      : `Choose between ${CUSTOM_TEAM_COUNT.min} and ${CUSTOM_TEAM_COUNT.max} teams`;
  const rosterMissing = custom.playerSetup === 'import' && !custom.roster.rows;
  const colorsInvalid = !custom.importTeams && !teamColorsValid(custom.teamColors);
  const customInvalid =
    mode === 'Custom' && (!!startYearError || !!teamCountError || rosterMissing || colorsInvalid);
  // SPEC §5: submit disabled while the trimmed name is blank.
  const canSubmit = name.trim() !== '' && !customInvalid && !createLeague.isPending;

  const buildRequest = (): CreateLeagueRequest => {
    const trimmed = name.trim();
    if (mode === 'NHL') return { name: trimmed, mode };
    return {
      name: trimmed,
      mode,
      leagueType: custom.leagueType,
      startYear: Number(custom.startYear),
      importTeams: custom.importTeams,
      ...(custom.importTeams ? {} : { teamCount: Number(custom.teamCount) }),
      playerSetup: custom.playerSetup,
      ...(custom.playerSetup === 'import' && custom.roster.rows ? { customRoster: custom.roster.rows } : {}),
      ...(custom.importTeams || Object.keys(custom.teamColors).length === 0
        ? {}
        : {
            teamColors: customClubs(Number(custom.teamCount)).map((club) =>
              colorsOf(club, custom.teamColors),
            ),
          }),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (!nameResult.success || !canSubmit) return;
    createLeague.mutate(buildRequest(), {
      onSuccess: ({ id, notes }) => {
        notifySuccess('League created successfully!', 'Success');
        if (notes.length > 0) notifyInfo(notes.join(' '), 'About your league');
        void navigate(id ? `/league/${id}` : '/dashboard');
      },
    });
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Create League
          </Title>
          <Text c="dimmed">Start a league: you become its commissioner.</Text>
          <Text size="sm" mt={4}>
            Have a league file, from Rinkside or ZenGM hockey?{' '}
            <Anchor component={Link} to="/create-league/import" underline="always">
              Import a league file
            </Anchor>
          </Text>
        </div>
        {createLeague.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title="Failed to Create League"
            role="alert"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {errorMessage(createLeague.error, 'Operation failed')}
            </Text>
          </Alert>
        )}
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="form"
          onSubmit={submit}
          noValidate
        >
          <Stack gap="lg">
            <TextInput
              label="League name"
              placeholder="e.g. Northern Lights Hockey League"
              required
              maxLength={LEAGUE_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => setNameTouched(true)}
              error={nameError}
              disabled={createLeague.isPending}
              data-autofocus
            />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="league-mode-label">
                Mode
              </Text>
              <SegmentedControl
                aria-labelledby="league-mode-label"
                value={mode}
                onChange={(next) => setMode(next as Mode)}
                disabled={createLeague.isPending}
                data={[
                  { value: 'NHL', label: 'NHL' },
                  { value: 'Custom', label: 'Custom' },
                ]}
              />
              <Text size="xs" c="dimmed">
                {mode === 'NHL'
                  ? 'The 32 NHL teams, each with a generated roster.'
                  : 'Choose the level, the first season, the teams and where the players come from.'}
              </Text>
            </Stack>
            {mode === 'Custom' && (
              <CustomSettings
                value={custom}
                onChange={setCustom}
                startYearError={startYearError}
                teamCountError={teamCountError}
                disabled={createLeague.isPending}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to="/dashboard">
                Cancel
              </Button>
              <Button type="submit" disabled={!canSubmit} loading={createLeague.isPending}>
                Create League
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
