import type { LineupInput, Player, PlayerId, SimulationData } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { autoLineup } from '../lineup/auto-lineup';
import { generateRoster } from '../player/generate-roster';
import { createRng } from '../rng';
import { simulateGame, type TeamInput } from './simulate-game';

// Issue 6: the lineup a GM saves is the one that plays, and it matters.
const rng = createRng(606);
const players = generateRoster(rng, { quality: 72, firstId: 1, depth: false });
const opponent: TeamInput = {
  name: 'Opponent',
  players: generateRoster(rng, { quality: 72, firstId: 1001, depth: false }),
};

const weakestFirst = (a: Player, b: Player): number => a.overall - b.overall;
const ofPosition = (...positions: Player['position'][]) =>
  players.filter((p) => positions.includes(p.position)).sort(weakestFirst);

/**
 * The worst lineup a GM could save: the two best forwards, the two best defencemen
 * and the best goalie in the press box, the weakest men on line 1 and pair 1, the
 * weakest goalie in net, and the power play and penalty kill run by the weakest.
 */
function worstLineup(): LineupInput {
  const [c, lw, rw] = [ofPosition('C'), ofPosition('LW'), ofPosition('RW')];
  const d = ofPosition('D');
  const g = ofPosition('G');
  const id = (list: Player[], i: number): PlayerId | null => list[i]?.id ?? null;
  const lineup: LineupInput = { starter_g: id(g, 0), backup_g: id(g, 1) };
  for (const n of [1, 2, 3, 4] as const) {
    lineup[`line${n}_c`] = id(c, n - 1);
    lineup[`line${n}_lw`] = id(lw, n - 1);
    lineup[`line${n}_rw`] = id(rw, n - 1);
  }
  for (const n of [1, 2, 3] as const) {
    lineup[`defense${n}_ld`] = id(d, 2 * n - 2);
    lineup[`defense${n}_rd`] = id(d, 2 * n - 1);
  }
  for (const n of [1, 2] as const) {
    const k = n - 1;
    Object.assign(lineup, {
      [`pp${n}_c`]: id(c, k),
      [`pp${n}_lw`]: id(lw, k),
      [`pp${n}_rw`]: id(rw, k),
      [`pp${n}_ld`]: id(d, 2 * k),
      [`pp${n}_rd`]: id(d, 2 * k + 1),
      [`pk${n}_f1`]: id(c, k),
      [`pk${n}_f2`]: id(lw, k),
      [`pk${n}_ld`]: id(d, 2 * k),
      [`pk${n}_rd`]: id(d, 2 * k + 1),
    });
  }
  return lineup;
}

/** Share of `n` games the team wins against the same opponent, home and away alternating. */
function winShare(lineup: LineupInput, seed: number, n: number): number {
  const team: TeamInput = { name: 'Team', players, lineup };
  const games = createRng(seed);
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const home = i % 2 === 0;
    const data = simulateGame(home ? { home: team, away: opponent } : { home: opponent, away: team }, {
      rng: games,
    });
    if (data.homeScore > data.awayScore === home) wins++;
  }
  return wins / n;
}

describe('lines matter', () => {
  it('a lineup that dresses the worst players loses clearly more often than the best one', () => {
    const best = winShare(autoLineup(players), 1, 1000);
    const worst = winShare(worstLineup(), 1, 1000);
    // Same opponent, same seeds: only the lineup differs. With 1,000 games each the
    // standard error of the difference is about 2.2 points; the gap must be far above it.
    // Seeded: best 45.7%, worst 30.9%.
    expect(best - worst).toBeGreaterThanOrEqual(0.1);
  });

  it('puts the power-play and penalty-kill units of the lineup on the ice', () => {
    // Units unlike the coach's: the third and fourth lines run the power play, the
    // first line and the third pair kill penalties.
    const auto = autoLineup(players);
    const lineup: LineupInput = {
      ...auto,
      pp1_c: auto.line3_c,
      pp1_lw: auto.line3_lw,
      pp1_rw: auto.line3_rw,
      pp1_ld: auto.defense3_ld,
      pp1_rd: auto.defense3_rd,
      pp2_c: auto.line4_c,
      pp2_lw: auto.line4_lw,
      pp2_rw: auto.line4_rw,
      pp2_ld: auto.defense2_ld,
      pp2_rd: auto.defense2_rd,
      pk1_f1: auto.line1_c,
      pk1_f2: auto.line1_lw,
      pk1_ld: auto.defense3_ld,
      pk1_rd: auto.defense3_rd,
      pk2_f1: auto.line1_rw,
      pk2_f2: auto.line2_c,
      pk2_ld: auto.defense2_ld,
      pk2_rd: auto.defense2_rd,
    };
    const slots = (prefix: string) =>
      new Set(
        Object.entries(lineup)
          .filter(([slot]) => slot.startsWith(prefix))
          .map(([, id]) => String(id)),
      );
    const pp = slots('pp');
    const pk = slots('pk');
    const team: TeamInput = { name: 'Team', players, lineup };
    const games = createRng(7);
    let ppGoals = 0;
    let ppGoalsAgainst = 0;
    const strays: string[] = [];
    for (let i = 0; i < 300; i++) {
      const data = simulateGame({ home: team, away: opponent }, { rng: games });
      for (const { goal, onIce, boxed, pulled } of goalsWithIce(data)) {
        if (goal.strength === 'PP' && goal.team === 'home') ppGoals++;
        else if (goal.strength === 'PP' && goal.team === 'away') ppGoalsAgainst++;
        else continue;
        // A unit member in the box or hurt is replaced by a man from the bench, and a pulled
        // goalie brings out an extra attacker: only then may others be out there.
        const unit = goal.team === 'home' ? pp : pk;
        const hurt = (data.injuries ?? [])
          .filter((h) => h.period < goal.period || (h.period === goal.period && h.clock <= goal.clock))
          .map((h) => String(h.playerId));
        if (pulled || boxed.some((id) => unit.has(id)) || hurt.some((id) => unit.has(id))) continue;
        for (const id of onIce) if (!unit.has(id)) strays.push(`game ${i} ${goal.time}: ${id}`);
      }
    }
    expect(strays).toEqual([]);
    expect(ppGoals).toBeGreaterThan(50);
    expect(ppGoalsAgainst).toBeGreaterThan(50);
  });
});

type Goal = Extract<SimulationData['events'][number], { type: 'GOAL' }>;

/**
 * Each goal with the home team's skaters on the ice, the home players in the box at that moment or
 * when that group took the ice (a substitute stays out until the next change after the man he
 * replaced comes out of the box), and whether the home goalie was pulled for an extra attacker.
 */
function* goalsWithIce(
  data: SimulationData,
): Generator<{ goal: Goal; onIce: string[]; boxed: string[]; pulled: boolean }> {
  const goalie = Object.keys(data.goalieStats.teamA)[0];
  let onIce: string[] = [];
  let onIceWithGoalie: string[] = [];
  const boxed: string[] = [];
  let boxedAtChange: string[] = [];
  for (const e of data.events) {
    if (e.team !== 'home' && e.type !== 'GOAL') continue;
    if (e.type === 'LINE_CHANGE') {
      onIceWithGoalie = e.players.map(String);
      onIce = onIceWithGoalie.filter((id) => id !== goalie);
      boxedAtChange = [...boxed];
    } else if (e.type === 'PENALTY')
      boxed.push(String(e.player)); // coincidental minors too: he sits
    else if (e.type === 'PENALTY_EXPIRED') boxed.splice(boxed.indexOf(String(e.player)), 1);
    else if (e.type === 'GOAL') {
      yield {
        goal: e,
        onIce,
        boxed: [...boxed, ...boxedAtChange],
        pulled: !onIceWithGoalie.includes(goalie ?? ''),
      };
      if (e.team === 'away' && e.endedPenalty !== null)
        boxed.splice(boxed.indexOf(String(e.endedPenalty)), 1);
    }
  }
}
