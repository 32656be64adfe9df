import { Select, Stack, Text } from '@mantine/core';
import type { CommissionedLeague } from '@rinkside/domain';

/** A league's choice in the form: a GM's user id as text, CLOSE_LEAGUE, or null while unchosen. */
export type HandoverChoices = Record<number, string | null>;

export const CLOSE_LEAGUE = 'close';

interface LeagueHandoverFieldsProps {
  leagues: CommissionedLeague[];
  choices: HandoverChoices;
  /** Shown on the leagues still without a choice once the user tried to confirm. */
  showMissing: boolean;
  onChange: (leagueId: number, choice: string | null) => void;
}

/** For each league the user runs: who takes it over, or that it closes (no other GM: it closes). */
export function LeagueHandoverFields({ leagues, choices, showMissing, onChange }: LeagueHandoverFieldsProps) {
  return (
    <Stack gap="sm">
      {leagues.map((league) =>
        league.gms.length === 0 ? (
          <Text key={league.id} size="sm">
            <Text span fw={600}>
              {league.name}
            </Text>{' '}
            has no other GM: it will be closed. Its seasons stay readable, but no more games are played.
          </Text>
        ) : (
          <Select
            key={league.id}
            label={`New commissioner of ${league.name}`}
            placeholder="Choose a GM or close the league"
            data={[
              {
                group: 'Hand it to',
                items: league.gms.map((gm) => ({
                  value: String(gm.userId),
                  label: `${gm.username} (${gm.teamName})`,
                })),
              },
              { group: 'Or', items: [{ value: CLOSE_LEAGUE, label: 'Close the league' }] },
            ]}
            value={choices[league.id] ?? null}
            onChange={(value) => onChange(league.id, value)}
            error={
              showMissing && !choices[league.id] ? 'Choose who takes over, or close the league' : undefined
            }
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        ),
      )}
    </Stack>
  );
}

/**
 * The request's handovers: each league given a choice (null to close). A league left unchosen is left
 * out, never closed on a guess: the server then asks for it.
 */
export function handoversOf(leagues: CommissionedLeague[], choices: HandoverChoices) {
  return leagues.flatMap((league) => {
    const choice = choices[league.id];
    if (league.gms.length === 0 || !choice) return [];
    return [{ leagueId: league.id, newCommissionerUserId: choice === CLOSE_LEAGUE ? null : Number(choice) }];
  });
}

/** Whether every league with GMs has its choice. */
export const allChosen = (leagues: CommissionedLeague[], choices: HandoverChoices) =>
  leagues.every((league) => league.gms.length === 0 || Boolean(choices[league.id]));
