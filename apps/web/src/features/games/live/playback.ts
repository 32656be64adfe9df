import type { GameEvent, TeamSide } from '@rinkside/domain';
import { isPenaltyExpiry, isPeriodEnd } from '../shared/play-labels';

// SPEC §9: playback speeds in ms per event; SPEC §4: the speed button cycles through them.
export const PLAYBACK_SPEEDS = [3000, 2000, 1000] as const;

/** The player's position in the event list: `shown` events have been played. */
export interface PlaybackState {
  shown: number;
  playing: boolean;
  speedIndex: number;
}

export type PlaybackAction =
  | { type: 'tick' }
  | { type: 'toggle-pause' }
  | { type: 'cycle-speed' }
  | { type: 'simulate-period' }
  | { type: 'skip-to-end' };

/** Playback starts at 1 s an event, near a broadcast's pace; the button still cycles 3 s, 2 s, 1 s. */
export const DEFAULT_SPEED_INDEX = PLAYBACK_SPEEDS.indexOf(1000);
export const initialPlayback: PlaybackState = { shown: 0, playing: true, speedIndex: DEFAULT_SPEED_INDEX };

export const isFinished = (events: readonly GameEvent[], state: PlaybackState): boolean =>
  state.shown >= events.length;

/** SPEC §4: one event at a time, line changes skipped (played along with the next real event). */
export function nextShown(events: readonly GameEvent[], shown: number): number {
  let i = shown;
  while (i < events.length && events[i]?.type === 'LINE_CHANGE') i++;
  return Math.min(i + 1, events.length);
}

/** SPEC §4 'Simulate Period': just past the next end-of-period event, or to the end. */
export function afterNextPeriodEnd(events: readonly GameEvent[], shown: number): number {
  for (let i = shown; i < events.length; i++) {
    const event = events[i];
    if (event && isPeriodEnd(event)) return i + 1;
  }
  return events.length;
}

export function playbackReducer(events: readonly GameEvent[]) {
  return (state: PlaybackState, action: PlaybackAction): PlaybackState => {
    switch (action.type) {
      case 'tick':
        return state.playing && state.shown < events.length
          ? { ...state, shown: nextShown(events, state.shown) }
          : state;
      case 'toggle-pause':
        return { ...state, playing: !state.playing };
      case 'cycle-speed':
        return { ...state, speedIndex: (state.speedIndex + 1) % PLAYBACK_SPEEDS.length };
      case 'simulate-period':
        return { ...state, shown: afterNextPeriodEnd(events, state.shown) };
      case 'skip-to-end':
        return { ...state, shown: events.length };
    }
  };
}

export interface PowerPlay {
  /** The team with the extra skaters. */
  team: TeamSide;
  /** SPEC §4 advantage label: 5v4, 5v3, 5v2 or 4v3. */
  label: string;
}

export interface Snapshot {
  homeScore: number;
  awayScore: number;
  homeShots: number;
  awayShots: number;
  /** Player ids on the ice for each team, from the latest line change. */
  onIce: Record<TeamSide, string[]>;
  /** Penalties each team is serving that leave it a man short. */
  penalties: Record<TeamSide, number>;
  powerPlay: PowerPlay | null;
  period: number;
  time: string;
  /** The events shown so far without line changes, newest last. */
  plays: GameEvent[];
}

const other = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

/**
 * SPEC §4 advantage label from the number of penalties each team serves: with the team on the power
 * play at full strength, one man more is 5v4, two 5v3, three or more 5v2; with both teams short, 4v3.
 */
export function advantageLabel(shortHanded: number, powerPlayTeam: number): string {
  if (powerPlayTeam > 0) return '4v3';
  const men = shortHanded - powerPlayTeam;
  if (men <= 1) return '5v4';
  return men === 2 ? '5v3' : '5v2';
}

export function powerPlayOf(penalties: Record<TeamSide, number>): PowerPlay | null {
  const { home, away } = penalties;
  if (home === away) return null;
  const team: TeamSide = home < away ? 'home' : 'away';
  return { team, label: advantageLabel(penalties[other(team)], penalties[team]) };
}

/** SPEC §4: score, shots, on-ice players and power play from the first `shown` events. */
export function snapshotAt(events: readonly GameEvent[], shown: number): Snapshot {
  const s: Snapshot = {
    homeScore: 0,
    awayScore: 0,
    homeShots: 0,
    awayShots: 0,
    onIce: { home: [], away: [] },
    penalties: { home: 0, away: 0 },
    powerPlay: null,
    period: 1,
    time: '00:00 of P1',
    plays: [],
  };
  // Who is serving a strength-reducing penalty, per team (a player may serve two).
  const box: Record<TeamSide, string[]> = { home: [], away: [] };
  for (const event of events.slice(0, shown)) {
    s.period = event.period;
    s.time = event.time;
    if (event.type === 'LINE_CHANGE') {
      if (event.team) s.onIce[event.team] = event.players.map(String);
      continue;
    }
    s.plays.push(event);
    const team = event.team;
    if (event.type === 'SHOT' && team) s[team === 'home' ? 'homeShots' : 'awayShots']++;
    if (event.type === 'GOAL' && team) {
      s[team === 'home' ? 'homeShots' : 'awayShots']++;
      s.homeScore = event.homeScore;
      s.awayScore = event.awayScore;
      // A goal by the team on the power play ends the opposing penalty it names.
      if (event.endedPenalty !== null && box[other(team)].length > box[team].length)
        removeOne(box[other(team)], String(event.endedPenalty));
    }
    if (event.type === 'GAME_END') {
      s.homeScore = event.homeScore;
      s.awayScore = event.awayScore;
    }
    // Coincidental penalties leave both teams at full strength: only those that reduce strength count.
    if (event.type === 'PENALTY' && team && event.reducesStrength) box[team].push(String(event.player));
    else if (isPenaltyExpiry(event) && team && 'player' in event) removeOne(box[team], String(event.player));
  }
  s.penalties = { home: box.home.length, away: box.away.length };
  s.powerPlay = powerPlayOf(s.penalties);
  return s;
}

function removeOne(list: string[], id: string): void {
  const at = list.indexOf(id);
  if (at >= 0) list.splice(at, 1);
}
