import { describe, expect, it } from 'vitest';
import type { Injury } from './injury';
import { emptyLineup } from './lineup';
import { formatLeagueDay } from './league-dates';
import { availabilityLabel, dressedIds, playerAvailability } from './player-availability';

const injury = (dayToDay: boolean): Injury => ({
  type: 'Upper body',
  injuredOn: '2026-10-10',
  returnDate: '2026-10-24',
  gamesOut: dayToDay ? 2 : 6,
  dayToDay,
});

describe('player availability', () => {
  const lineup = { ...emptyLineup(), line1_c: 7, backup_g: 30, pp1_c: 9 };
  const dressed = dressedIds(lineup);

  it('dresses the lines, pairs and both goalies, not a power-play-only name', () => {
    expect([...dressed].sort()).toEqual([30, 7]);
  });

  it('names an injury with its return day, and a short one day-to-day', () => {
    const hurt = playerAvailability({ id: 7, status: 'active', injury: injury(false) }, dressed);
    expect(availabilityLabel(hurt)).toBe('Injured (back Oct 24)');
    const short = playerAvailability({ id: 7, status: 'active', injury: injury(true) }, dressed);
    expect(availabilityLabel(short)).toBe('Day-to-day');
  });

  it('calls an active, fit player left out of the saved lineup a healthy scratch', () => {
    expect(availabilityLabel(playerAvailability({ id: 8, status: 'active' }, dressed))).toBe(
      'Healthy scratch',
    );
    expect(availabilityLabel(playerAvailability({ id: 30, status: 'active' }, dressed))).toBe('Healthy');
  });

  it('never calls anyone a scratch while the lineup is unknown', () => {
    expect(playerAvailability({ id: 8, status: 'active', injury: null }, null).kind).toBe('healthy');
  });

  it('keeps minors and prospects apart from the big club', () => {
    expect(playerAvailability({ id: 8, status: 'minors' }, dressed).kind).toBe('minors');
    expect(playerAvailability({ id: 8, status: 'prospect' }, dressed).kind).toBe('prospect');
  });

  it('formats a league day short or with its year', () => {
    expect(formatLeagueDay('2027-03-05')).toBe('Mar 5');
    expect(formatLeagueDay('2027-03-05', { withYear: true })).toBe('Mar 5, 2027');
    expect(formatLeagueDay('soon')).toBe('soon');
  });
});
