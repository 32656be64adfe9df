import {
  type GameEvent,
  type GameEventRecord,
  type GameNames,
  type GameRecord,
  type PlayerId,
  type SimulationData,
  descriptionOf,
  finalScoreOf,
  gameNamesOf,
} from '@rinkside/domain';

/**
 * A game with no text that describeEvent writes again: each event's `description` is replaced by
 * what it takes to write it, and `finalScore` by null when finalScoreOf writes it. The team names
 * the text needs are kept beside. Text that the domain would not write the same stays as it is, so
 * a game reads back exactly as it was stored whatever engine played it.
 */
export type TextlessGame = Omit<SimulationData, 'events' | 'finalScore'> & {
  events: (Omit<GameEvent, 'description'> & { description: TextHint | string })[];
  finalScore: string | null;
  teamNames: GameRecord['teamNames'];
};

/**
 * What an event's text names that SimulationData does not hold: null for nothing, true for an
 * empty-net miss or a coincidental minor, [id] for the shooter a deflection redirected.
 */
type TextHint = null | true | [PlayerId];

/** The event as the engine recorded it, its one hidden detail restored from the hint. */
function recordOf(event: Omit<GameEvent, 'description'>, hint: TextHint): GameEventRecord {
  const e = event as GameEvent;
  if (e.type === 'SHOT') return { ...e, deflectedFrom: Array.isArray(hint) ? hint[0] : null };
  if (e.type === 'MISSED_SHOT') return { ...e, emptyNet: hint === true };
  if (e.type === 'PENALTY') return { ...e, coincidental: hint === true };
  return e;
}

const PLAIN: TextHint[] = [null];
const PLAIN_OR_FLAGGED: TextHint[] = [null, true];

function hintsFor(event: GameEvent, names: GameNames): TextHint[] {
  if (event.type === 'MISSED_SHOT' || event.type === 'PENALTY') return PLAIN_OR_FLAGGED;
  if (event.type === 'SHOT' && event.deflectedBy !== null)
    return [null, ...[...names.full.keys()].map((id): TextHint => [id])];
  return PLAIN;
}

function textOf(event: GameEvent, names: GameNames): TextHint | string {
  for (const hint of hintsFor(event, names))
    if (descriptionOf(recordOf(event, hint), names) === event.description) return hint;
  return event.description;
}

/** The team names the final score line gives, e.g. 'Boston 3 - Toronto 2 (OT)'. */
function teamNamesOf(data: SimulationData): GameRecord['teamNames'] {
  const suffix = data.decidedIn === 'REG' ? '' : ` (${data.decidedIn})`;
  const tail = ` ${data.awayScore}${suffix}`;
  const separator = ` ${data.homeScore} - `;
  const body = data.finalScore.endsWith(tail) ? data.finalScore.slice(0, -tail.length) : '';
  const at = body.indexOf(separator);
  if (at < 0) return { home: '', away: '' };
  return { home: body.slice(0, at), away: body.slice(at + separator.length) };
}

/** The game without the text the domain writes again; null when its text is not all strings. */
export function textless(data: SimulationData): TextlessGame | null {
  if (typeof data.finalScore !== 'string' || data.events.some((e) => typeof e.description !== 'string'))
    return null;
  const teamNames = teamNamesOf(data);
  const names = gameNamesOf({ ...data, teamNames } as unknown as GameRecord);
  const finalScore = finalScoreOf(teamNames, data);
  return {
    ...data,
    events: data.events.map((e) => ({ ...e, description: textOf(e, names) })),
    finalScore: finalScore === data.finalScore ? null : data.finalScore,
    teamNames,
  };
}

/** The SimulationData a textless game was made from, every text written again. */
export function described(game: TextlessGame): SimulationData {
  const { teamNames, ...data } = game;
  const names = gameNamesOf(game as unknown as GameRecord);
  const events = game.events.map((e): GameEvent => {
    const text = e.description;
    if (typeof text === 'string') return e as GameEvent;
    return { ...e, description: descriptionOf(recordOf(e, text), names) } as GameEvent;
  });
  return { ...data, events, finalScore: data.finalScore ?? finalScoreOf(teamNames, data) };
}
