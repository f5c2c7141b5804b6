// How many matches Simulate plays: 1,000, as its button says. A test may ask for fewer with
// `?matches=N` (1 to 1,000), so a browser suite stays short; anything else is ignored.

export const SIMULATED_MATCHES = 1000;

export function matchesToSimulate(search: string): number {
  const asked = new URLSearchParams(search).get('matches');
  if (asked === null || !/^[1-9]\d{0,3}$/.test(asked)) return SIMULATED_MATCHES;
  return Math.min(Number(asked), SIMULATED_MATCHES);
}
