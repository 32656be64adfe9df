// SPEC §9 display formats, shared by every screen that shows them.

/** Ice time from seconds as minutes:seconds, e.g. 1145 → '19:05'. */
export function formatIceTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Save percentage as a fraction with three decimals, e.g. 0.9123 → '.912'; '-' with no shots. */
export function formatSavePercentage(fraction: number | null, shotsAgainst?: number): string {
  if (fraction === null || shotsAgainst === 0) return '-';
  const text = fraction.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

/** Save percentage in profile-like displays: a percentage with one decimal, e.g. '91.2%'. */
export const formatSavePercent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

/** Goals-against average with two decimals. */
export const formatGaa = (gaa: number): string => gaa.toFixed(2);

/** Goals against per 60 minutes in net. */
export const goalsAgainstAverage = (goalsAgainst: number, seconds: number): number =>
  seconds === 0 ? 0 : (goalsAgainst * 3600) / seconds;

/** Power-play %: goals over opportunities, '-' with none. */
export function formatPowerPlayPercent(goals: number, opportunities: number): string {
  return opportunities === 0 ? '-' : `${((goals / opportunities) * 100).toFixed(1)}%`;
}

/** Penalty-kill %: 1 − goals against over times shorthanded, '-' with none. */
export function formatPenaltyKillPercent(goalsAgainst: number, timesShorthanded: number): string {
  return timesShorthanded === 0 ? '-' : `${((1 - goalsAgainst / timesShorthanded) * 100).toFixed(1)}%`;
}

/** Faceoff %, '-' with none taken. */
export function formatFaceoffPercent(won: number, taken: number): string {
  return taken === 0 ? '-' : `${((won / taken) * 100).toFixed(1)}%`;
}

/** Cap hit: one million or more as $X.XM, else $XK. */
export function formatCapHit(amount: number): string {
  if (amount === 0) return '$0';
  return amount >= 1_000_000 ? `$${(amount / 1_000_000).toFixed(1)}M` : `$${Math.round(amount / 1000)}K`;
}

/** Plus/minus with its sign. */
export const formatPlusMinus = (value: number): string => (value > 0 ? `+${value}` : String(value));

// SPEC §9 rating colour bands.
export type RatingBand = 'elite' | 'great' | 'good' | 'fair' | 'poor';
export function ratingBand(overall: number): RatingBand {
  if (overall >= 90) return 'elite';
  if (overall >= 80) return 'great';
  if (overall >= 70) return 'good';
  if (overall >= 60) return 'fair';
  return 'poor';
}
export const RATING_COLORS: Record<RatingBand, { color: string; bold: boolean }> = {
  elite: { color: 'green', bold: true },
  great: { color: 'blue', bold: false },
  good: { color: 'orange', bold: false },
  fair: { color: 'red', bold: false },
  poor: { color: 'red', bold: false },
};

// SPEC §9 position colours.
export function positionColor(position: string): string {
  const p = position.trim().toUpperCase();
  if (p === 'C') return 'red';
  if (p === 'LW' || p === 'W') return 'green';
  if (p === 'RW') return 'blue';
  if (p === 'G') return 'violet';
  if (['D', 'LD', 'RD'].includes(p)) return 'yellow';
  return 'gray';
}

/** SPEC §9 relative date for messages: today the time, 'Yesterday', 'N days ago' under a week, else the date. */
export function formatRelativeDate(instant: Date, now: Date): string {
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(instant)) / 86_400_000);
  if (days <= 0) return instant.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return instant.toLocaleDateString();
}
