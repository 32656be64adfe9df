/** What is left of a period on the league's clock, in words: '23 h 5 min', '12 min', 'any moment'. */
export function timeLeft(now: string, endsAt: string): string {
  const minutes = Math.floor((Date.parse(endsAt) - Date.parse(now)) / 60_000);
  if (minutes <= 0) return 'any moment';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
