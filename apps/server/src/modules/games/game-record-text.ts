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
import type { FieldCodec, Fields, Json } from './play-by-play-packing';

/**
 * A game stored without the text that the domain writes again (describeEvent, finalScoreOf): each
 * event's `description` is stored as what it takes to write it, `finalScore` as null, and the team
 * names the text needs are kept beside. Text the domain would not write the same is kept as it is,
 * so a game reads back exactly as it was stored, whatever engine played it.
 */
export type TextlessGame = Omit<SimulationData, 'finalScore'> & {
  finalScore: string | null;
  teamNames: GameRecord['teamNames'];
};

/**
 * What an event's text names that SimulationData does not hold: null for nothing, true for an
 * empty-net miss or a coincidental minor, [id] for the shooter whose shot a deflection redirected.
 */
type TextHint = null | true | [PlayerId];
const PLAIN: TextHint[] = [null];
const PLAIN_OR_FLAGGED: TextHint[] = [null, true];

/** The event as the engine recorded it, with the one detail its text needs from the hint. */
function recordOf(event: Fields, hint: TextHint): GameEventRecord {
  const e = event as GameEvent;
  if (e.type === 'SHOT' && e.deflectedBy !== null)
    return { ...e, deflectedFrom: Array.isArray(hint) ? hint[0] : null };
  if (hint === true && e.type === 'MISSED_SHOT') return { ...e, emptyNet: true };
  if (hint === true && e.type === 'PENALTY') return { ...e, coincidental: true };
  // The flags read false when absent, and a shot without a deflection names no one else.
  return e as GameEventRecord;
}

function hintsFor(event: GameEvent, names: GameNames): TextHint[] {
  if (event.type === 'MISSED_SHOT' || event.type === 'PENALTY') return PLAIN_OR_FLAGGED;
  if (event.type !== 'SHOT' || event.deflectedBy === null) return PLAIN;
  const shooters: TextHint[] = [];
  for (const [id, name] of names.full)
    if (event.description.includes(` on a Shot by ${name},`)) shooters.push([id]);
  return [null, ...shooters];
}

/** Stores each event's description as its TextHint when the domain writes it the same from that. */
export function descriptionCodec(names: GameNames): FieldCodec {
  return {
    pack(description, event) {
      for (const hint of hintsFor(event as GameEvent, names))
        if (descriptionOf(recordOf(event, hint), names) === description) return hint;
      return description;
    },
    unpack: (stored: Json, event) =>
      typeof stored === 'string' ? stored : descriptionOf(recordOf(event, stored as TextHint), names),
  };
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

export const namesOf = (game: TextlessGame | Fields): GameNames => gameNamesOf(game as unknown as GameRecord);

/** The game to store without its text; null when its text is not all strings, to be stored as it is. */
export function textless(data: SimulationData): TextlessGame | null {
  if (typeof data.finalScore !== 'string' || data.events.some((e) => typeof e.description !== 'string'))
    return null;
  const teamNames = teamNamesOf(data);
  const finalScore = finalScoreOf(teamNames, data);
  return { ...data, finalScore: finalScore === data.finalScore ? null : data.finalScore, teamNames };
}

/** The SimulationData a textless game was made from, once its events' descriptions are written. */
export function described(game: TextlessGame): SimulationData {
  const { teamNames, ...data } = game;
  return { ...data, finalScore: data.finalScore ?? finalScoreOf(teamNames, data) };
}
