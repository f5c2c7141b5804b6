import { andList, fillWording, type GameMeta, type Move, type MoveMeta } from '@orrery/runtime';
import { humanize, seatName } from './names';

type ParamKind = MoveMeta['params'][number]['kind'];

/**
 * A parameter's value in words: a set of cards as a list (undefined where it is not one), a card,
 * a suit, a rank or a seat by its name, anything else as written. `card` words a card's name
 * ("7 of Hearts" on a plain label, "the 7 of Hearts" in a wording, as the log has it).
 */
function valueWords(
  meta: GameMeta,
  deckNames: ReadonlyMap<string, string>,
  kind: ParamKind,
  value: unknown,
  card: (name: string) => string,
): string | undefined {
  const named = (id: unknown) => card(deckNames.get(String(id)) ?? String(id));
  switch (kind) {
    case 'cards':
      return Array.isArray(value) ? andList((value as readonly unknown[]).map(named)) : undefined;
    case 'card':
      return named(value);
    case 'suit':
      return meta.suits.find((s) => s.id === value)?.name ?? String(value);
    case 'rank':
      return meta.ranks.find((r) => r.id === value)?.name ?? String(value);
    case 'seat':
      return seatName(meta, Number(value));
    default:
      return String(value);
  }
}

/**
 * A button label for a move the rules file words itself (`move bid "Bid {level} {suit}"`), each
 * value in the words the log gives it ("Bid 2 Clubs", "Play the 7 of Hearts"). Undefined when a
 * placeholder's value is not there or is the card `skip` names: the label then says only what
 * is left to choose, as for a move with no wording.
 */
function wordedLabel(
  meta: GameMeta,
  deckNames: ReadonlyMap<string, string>,
  declared: MoveMeta,
  move: Move,
  skip: string | undefined,
): string | undefined {
  return fillWording(declared.wording!, (name) => {
    const param = declared.params.find((p) => p.name === name);
    const value = move[name];
    if (param === undefined || value === undefined) return undefined;
    if (param.kind === 'card' && value === skip) return undefined;
    return valueWords(meta, deckNames, param.kind, value, (n) => `the ${n}`);
  });
}

/**
 * A button label for a move, from its declared parameter kinds: "Pass", "Bid 40",
 * "Call Hearts", "Take 6 of Clubs", "Pass 2 of Hearts, Queen of Spades and 3 of Clubs". `skip` names a card parameter already chosen (the card
 * clicked in the hand), so the label says only what is left to choose.
 */
export function moveLabel(
  meta: GameMeta,
  deckNames: ReadonlyMap<string, string>,
  move: Move,
  skip?: string,
): string {
  const declared = meta.moves.find((m) => m.type === move.type);
  const worded =
    declared?.wording === undefined
      ? undefined
      : wordedLabel(meta, deckNames, declared, move, skip);
  if (worded !== undefined) return worded;
  const parts = [humanize(move.type)];
  for (const param of declared?.params ?? []) {
    const value = move[param.name];
    if (value === undefined || (param.kind === 'card' && value === skip)) continue;
    parts.push(valueWords(meta, deckNames, param.kind, value, (n) => n) ?? String(value));
  }
  return parts.join(' ');
}
