import type { Player, PlayerRole } from '@rinkside/domain';
import { pick, type Rng } from '../rng';
import { handsOf, shootingOf, skatingOf } from '../player/ratings';

// A scout's note on a draft prospect: what kind of player he is (his role and position), what stands
// out in his game and what has to come. Read from his ratings only, never from his potential, which
// nobody knows yet.

type Trait = 'skating' | 'hands' | 'shot' | 'vision' | 'defending' | 'physical';
type GoalieTrait = 'positioning' | 'rebounds' | 'athleticism' | 'glove' | 'blocker';

const KIND: Record<Exclude<PlayerRole, 'goalie'>, readonly string[]> = {
  sniper: ['natural finisher', 'pure shooter', 'pure goal scorer'],
  playmaker: ['playmaker', 'pass-first forward', 'creative setup man'],
  'power-forward': ['power forward', 'big-bodied net-front forward', 'heavy forward'],
  'two-way': ['two-way forward', 'responsible 200-foot forward', 'coach-friendly two-way player'],
  grinder: ['hard-working checker', 'energy forward', 'forechecking grinder'],
  enforcer: ['tough customer', 'physical enforcer', 'intimidating presence'],
  'offensive-defenseman': ['offensive defenceman', 'puck-moving defenceman', 'rushing blueliner'],
  'two-way-defenseman': ['two-way defenceman', 'steady all-round defenceman', 'poised defenceman'],
  'defensive-defenseman': [
    'stay-at-home defenceman',
    'shutdown defenceman',
    'physical, defence-first blueliner',
  ],
};

const STRENGTH: Record<Trait, readonly string[]> = {
  skating: ['skates beautifully', 'has an explosive first step', 'covers the ice effortlessly'],
  hands: ['has soft hands in traffic', 'handles the puck with real confidence', 'sees and threads passes'],
  shot: ['has a heavy, accurate shot', 'gets his shot off in a hurry', 'can beat goalies from distance'],
  vision: ['reads the play a step ahead', 'has excellent hockey sense', 'always seems to find open ice'],
  defending: ['defends with a good stick', 'is hard to beat one-on-one', 'kills plays before they start'],
  physical: ['plays a heavy game', 'wins his battles along the boards', 'finishes every check'],
};

const NEEDS: Record<Trait, readonly string[]> = {
  skating: ['his skating needs work', 'he must get quicker', 'his stride is heavy'],
  hands: ['his puck skills are raw', 'his hands have to catch up', 'he fumbles pucks under pressure'],
  shot: ['his shot lacks a threat', 'he has to shoot more and better', 'the release is slow'],
  vision: ['his reads are still slow', 'his decision-making needs polish', 'he forces plays'],
  defending: [
    'his play without the puck is a work in progress',
    'he has to learn to defend',
    'his gaps are loose',
  ],
  physical: ['he needs to add strength', 'he gets pushed off the puck', 'he must fill out his frame'],
};

const GOALIE_KIND = ['goaltender', 'netminder', 'goalie', 'butterfly goalie'];
const GOALIE_STRENGTH: Record<GoalieTrait, readonly string[]> = {
  positioning: ['is always square to the shooter', 'reads the play calmly', 'is positionally sound'],
  rebounds: ['controls his rebounds', 'swallows pucks and kills plays', 'leaves little for second chances'],
  athleticism: ['moves post to post quickly', 'is athletic and explosive', 'makes the desperate save'],
  glove: ['has a quick glove', 'takes away the top corners', 'snaps up shots blocker-high and glove-high'],
  blocker: ['is strong on the blocker side', 'steers pucks into the corners', 'seals the low shots well'],
};
const GOALIE_NEEDS: Record<GoalieTrait, readonly string[]> = {
  positioning: ['his angles drift', 'he plays too deep in his net', 'he chases the play'],
  rebounds: ['his rebound control needs work', 'he leaves juicy rebounds', 'pucks pop off his pads'],
  athleticism: ['his lateral movement is slow', 'he must get quicker side to side', 'he is slow to recover'],
  glove: ['his glove hand is a question', 'he is beatable high glove', 'his catching hand lags'],
  blocker: ['his blocker side is soft', 'he gives up low blocker goals', 'he leaks on the blocker side'],
};

const POSITION_WORD: Record<Player['position'], string> = {
  C: 'centre',
  LW: 'left winger',
  RW: 'right winger',
  D: 'defenceman',
  G: 'goalie',
};

/** The traits with the best and the worst rating relative to the rest of his game. */
function extremes<T extends string>(ratings: Record<T, number>): { best: T; worst: T } {
  const sorted = (Object.keys(ratings) as T[]).sort((a, b) => ratings[b] - ratings[a]);
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  if (best === undefined || worst === undefined) throw new Error('No ratings to read');
  return { best, worst };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const feet = (inches: number): string => `${Math.floor(inches / 12)}'${inches % 12}"`;

function sizeWord(player: Player): string {
  if (player.height >= 76) return `towering ${feet(player.height)}`;
  if (player.height >= 74) return 'big';
  if (player.height <= 70) return 'undersized';
  return '';
}

/** Combines kind, strength and need in one of several shapes, so notes do not read alike. */
function compose(rng: Rng, player: Player, kind: string, strength: string, need: string): string {
  const described = [sizeWord(player), kind].filter((w) => w !== '').join(' ');
  const withArticle = `${/^[aeiou]/.test(described) ? 'an' : 'a'} ${described}`;
  const shapes = [
    () => `${capitalise(withArticle)} who ${strength}; ${need}.`,
    () => `${capitalise(withArticle)}. He ${strength}, though ${need}.`,
    () => `Scouts like how this ${described} ${strength}. ${capitalise(need)}.`,
    () => `He ${strength}, but ${need}: ${withArticle} with work to do.`,
    () =>
      `${capitalise(withArticle)} and ${player.age >= 19 ? 'a late bloomer' : `a ${POSITION_WORD[player.position]} to watch`}: he ${strength}, but ${need}.`,
  ];
  return pick(rng, shapes)();
}

/** One or two sentences in a scout's voice from a prospect's ratings and role. */
export function scoutingNote(rng: Rng, player: Player): string {
  const g = player.goalieAttributes;
  if (g) {
    const { best, worst } = extremes<GoalieTrait>({
      positioning: g.senses.anticipation,
      rebounds: g.senses.reboundControl,
      athleticism: (g.athletism.agility + g.athletism.speed) / 2,
      glove: g.saving.gloveSide,
      blocker: g.saving.blockerSide,
    });
    return compose(
      rng,
      player,
      pick(rng, GOALIE_KIND),
      pick(rng, GOALIE_STRENGTH[best]),
      pick(rng, GOALIE_NEEDS[worst]),
    );
  }
  const a = player.attributes;
  if (!a) return `A ${POSITION_WORD[player.position]} the scouts have barely seen.`;
  const { best, worst } = extremes<Trait>({
    skating: skatingOf(a),
    hands: handsOf(a),
    shot: shootingOf(a) + (player.position === 'D' ? 4 : 0),
    vision: a.senses.offensiveAwareness,
    defending:
      (a.defense.defensiveAwareness + a.defense.stickChecking) / 2 + (player.position === 'D' ? 0 : 4),
    physical: (a.physique.strength + a.physique.hitting) / 2,
  });
  const role = player.role && player.role !== 'goalie' ? player.role : 'two-way';
  return compose(rng, player, pick(rng, KIND[role]), pick(rng, STRENGTH[best]), pick(rng, NEEDS[worst]));
}
