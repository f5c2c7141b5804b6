import { parseBotSpec } from '@orrery/bots';

/** Who plays a seat: a person at this device, or a bot named by its spec (`ismcts:1000`). */
export type SeatPlayer =
  { readonly kind: 'human' } | { readonly kind: 'bot'; readonly spec: string };

export type SeatsResult =
  | { readonly ok: true; readonly seats: readonly SeatPlayer[] }
  | { readonly ok: false; readonly message: string };

/**
 * Reads the `seats` attribute, e.g. `human ismcts:1000 ismcts:1000 ismcts:1000`. Missing seats
 * are bots of `fallbackBot`; extra words are an error, as is an unknown bot.
 */
export function parseSeats(text: string, seatCount: number, fallbackBot: string): SeatsResult {
  const words = text.trim() === '' ? ['human'] : text.trim().split(/\s+/);
  if (words.length > seatCount) {
    return {
      ok: false,
      message: `seats names ${words.length} players but this game has ${seatCount} seats`,
    };
  }
  const seats: SeatPlayer[] = [];
  for (let i = 0; i < seatCount; i++) {
    const word = words[i] ?? fallbackBot;
    if (word === 'human') {
      seats.push({ kind: 'human' });
      continue;
    }
    const parsed = parseBotSpec(word);
    if (!parsed.ok) return { ok: false, message: `seat ${i + 1}: ${parsed.message}` };
    seats.push({ kind: 'bot', spec: word });
  }
  return { ok: true, seats };
}

/** The attribute text for a list of seats, so parse(format(seats)) gives them back. */
export function formatSeats(seats: readonly SeatPlayer[]): string {
  return seats.map((s) => (s.kind === 'human' ? 'human' : s.spec)).join(' ');
}
