/**
 * The reader of saved games (`save.ts` writes them): it checks every field, its range and the
 * invariants of a saved game (saved-game.ts), and says where corrupt or foreign input went wrong.
 * A game's bundle for a web page leaves it out (deserialize-in-page.ts): the page rebuilds a saved
 * match from its moves instead.
 */

import type { InputError, Result } from '../engine';
import {
  asArray,
  asBool,
  asCard,
  asInt,
  asInts,
  asMembers,
  asRecord,
  at,
  InputFault,
  onlyKeys,
  parseJsonText,
  readInput,
} from '../reader';
import { checkSavedGame, type HandRecordFacts, type ZoneCards } from '../saved-game';
import type { Shell, ShellState } from './context';
import { readOptions } from './options';
import { chooserOf, teamOf } from './seats';
import { cardsEach, limitedWinner } from './hand';
import { readRevealed } from './read-revealed';
import { blankState, readDeal } from './setup';
import type { VariableTable } from './tables';

import { STATE_VERSION } from './save';

/**
 * The fields of `state` in a saved game, as `serialize` writes them, and `lastTrickTeam`, which
 * saves written before a rules file kept the last trick's taker itself (`at trick end`) hold:
 * such a save still loads, the field read for its range and then let go.
 */
const STATE_KEYS = [
  'rng',
  'options',
  'handNumber',
  'dealer',
  'dealt',
  'phase',
  'seat',
  'step',
  'idle',
  'over',
  'winner',
  'zones',
  'variables',
  'total',
  'handScore',
  'history',
  'voids',
  'leader',
  'led',
  'broken',
  'tricksWon',
  'lastTrickTeam',
  'owed',
  'deals',
  'handLimit',
  'direction',
  'turnTo',
  'revealed',
];

/** The zones of a saved game (now, or as a finished hand ended) as card lists, ids checked. */
function readZoneLists(shell: Shell, value: unknown, path: string, s: ShellState): ZoneCards[] {
  const { t } = shell;
  const zones = asRecord(value, path);
  onlyKeys(
    zones,
    path,
    t.zones.zones.map((z) => z.key),
  );
  const cards = (v: unknown, p: string) =>
    asArray(v, p).map((c, j) => asCard(c, at(p, j), t.deck, s.deckSize));
  return t.zones.zones.map((zone, i) => {
    const p = at(path, zone.key);
    const lists =
      zone.owner === 'shared'
        ? [cards(zones[zone.key], p)]
        : asArray(zones[zone.key], p, t.zones.owners(i, s)).map((x, o) => cards(x, at(p, o)));
    return { name: zone.name, key: zone.key, owner: zone.owner, lists };
  });
}

/** The zones as the engine keeps them, from the lists `readZoneLists` read. */
function zonesOfLists(shell: Shell, s: ShellState, z: readonly ZoneCards[]): object {
  const zones = shell.k.emptyZones(s.seats, s.teams);
  z.forEach((zone, i) => shell.t.zones.fill(zones, i, zone.lists));
  return zones;
}

/** The values a variable of element kind `of` may hold; a `scalar` one may also be none. */
function valueRange(
  shell: Shell,
  s: ShellState,
  of: VariableTable['of'],
  scalar: boolean,
): [number, number] {
  const none = scalar ? -1 : 0;
  switch (of) {
    case 'suit':
      return [none, shell.t.deck.suits.ids.length - 1];
    case 'seat':
      return [none, s.seats - 1];
    case 'team':
      return [none, s.teams - 1];
    case 'card':
      return [none, s.deckSize - 1];
    case 'rank':
      // Ranks count from 1; 0 is none.
      return [scalar ? 0 : 1, shell.t.deck.ranks.ids.length];
    default:
      return [-1e9, 1e9];
  }
}

function readVariable(
  shell: Shell,
  s: ShellState,
  v: VariableTable,
  value: unknown,
  path: string,
): unknown {
  if (v.shape === 'flag') return asBool(value, path);
  if (v.shape === 'set' || v.shape === 'list') {
    const [min, max] = valueRange(shell, s, v.of, false);
    return asMembers(value, path, min, max, v.shape === 'set');
  }
  const [min, max] = valueRange(shell, s, v.of, true);
  return asInt(value, path, min, max);
}

/** Reads a saved game, checking every field and the invariants; the error says where it went wrong. */
export function deserialize(shell: Shell, text: string): Result<ShellState, InputError> {
  const { t, k } = shell;
  return readInput(() => {
    const top = asRecord(parseJsonText(text, 'the saved game'), '');
    if (top.format !== 'orrery-state') throw new InputFault('format', 'not an Orrery saved game');
    if (top.game !== t.id) {
      throw new InputFault('game', `a saved game of '${String(top.game)}', not of '${t.id}'`);
    }
    if (top.version !== STATE_VERSION) {
      throw new InputFault(
        'version',
        `saved by version ${String(top.version)}; this engine reads version ${STATE_VERSION}`,
      );
    }
    onlyKeys(top, '', ['format', 'version', 'game', 'state']);
    const raw = asRecord(top.state, 'state');
    onlyKeys(raw, 'state', STATE_KEYS);
    const options = readOptions(t.options, raw.options, 'state.options');
    const s = blankState(shell, options, 0, []);
    const { seats, teams } = s;
    s.rng = asInts(raw.rng, 'state.rng', 0, 4294967295);
    if (s.rng.length !== 4) throw new InputFault('state.rng', 'state.rng must hold 4 words');
    s.handNumber = asInt(raw.handNumber, 'state.handNumber', 1, 1e6);
    s.dealer = asInt(raw.dealer, 'state.dealer', 0, seats - 1);
    s.phase = asInt(raw.phase, 'state.phase', -1, t.phases.length - 1);
    s.seat = asInt(raw.seat, 'state.seat', -1, seats - 1);
    s.step = asInt(raw.step, 'state.step', 0, seats);
    s.idle = asInt(raw.idle, 'state.idle', 0, seats);
    s.over = asBool(raw.over, 'state.over');
    s.winner = asInt(raw.winner, 'state.winner', -2, teams - 1);
    const zones = readZoneLists(shell, raw.zones, 'state.zones', s);
    s.z = zonesOfLists(shell, s, zones);
    const vars = asRecord(raw.variables, 'state.variables');
    onlyKeys(
      vars,
      'state.variables',
      t.variables.map((v) => v.key),
    );
    // Read into the blank state's own variables, which keeps their shape.
    const read = s.v as Record<string, unknown>;
    for (const v of t.variables) {
      const path = at('state.variables', v.key);
      read[v.key] =
        v.owner === 'shared'
          ? readVariable(shell, s, v, vars[v.key], path)
          : asArray(vars[v.key], path, v.owner === 'seat' ? seats : teams).map((x, o) =>
              readVariable(shell, s, v, x, at(path, o)),
            );
    }
    s.total = asInts(raw.total, 'state.total', -1e9, 1e9);
    s.handScore = asInts(raw.handScore, 'state.handScore', -1e9, 1e9);
    if (s.total.length !== teams) {
      throw new InputFault('state.total', `state.total must hold ${teams} entries`);
    }
    if (s.handScore.length !== teams) {
      throw new InputFault('state.handScore', `state.handScore must hold ${teams} entries`);
    }
    const records: HandRecordFacts[] = [];
    s.history = asArray(raw.history, 'state.history').map((h, j) => {
      const path = at('state.history', j);
      const r = asRecord(h, path);
      onlyKeys(r, path, ['hand', 'dealer', 'scores', 'zones', 'revealed']);
      const lists = readZoneLists(shell, r.zones, at(path, 'zones'), s);
      const revealed = readRevealed(shell, r.revealed, at(path, 'revealed'), s);
      const record = {
        hand: asInt(r.hand, at(path, 'hand'), 1, 1e6),
        dealer: asInt(r.dealer, at(path, 'dealer'), 0, seats - 1),
        scores: asInts(r.scores, at(path, 'scores'), -1e9, 1e9),
        zones: zonesOfLists(shell, s, lists),
        ...(revealed.length === 0 ? {} : { revealed }),
      };
      records.push({ ...record, zones: lists });
      return record;
    });
    s.leader = asInt(raw.leader, 'state.leader', 0, seats - 1);
    s.led = raw.led === null ? -1 : asCard(raw.led, 'state.led', t.deck, s.deckSize);
    s.broken = asInt(raw.broken, 'state.broken', 0, 2 ** 31 - 1);
    s.tricksWon = asInts(raw.tricksWon, 'state.tricksWon', 0, 1e6);
    if (s.tricksWon.length !== teams) {
      throw new InputFault('state.tricksWon', `state.tricksWon must hold ${teams} entries`);
    }
    if (raw.lastTrickTeam !== undefined)
      asInt(raw.lastTrickTeam, 'state.lastTrickTeam', -1, teams - 1);
    s.voids = asInts(raw.voids, 'state.voids', 0, 2 ** 31 - 1);
    if (s.voids.length !== seats) {
      throw new InputFault('state.voids', `state.voids must hold ${seats} entries`);
    }
    s.owed = asArray(raw.owed, 'state.owed').map((o, j) => {
      const path = at('state.owed', j);
      const r = asRecord(o, path);
      onlyKeys(r, path, ['team', 'move']);
      return {
        team: asInt(r.team, at(path, 'team'), 0, teams - 1),
        move: asInt(r.move, at(path, 'move'), 0, t.moves.length - 1),
      };
    });
    s.handLimit = raw.handLimit === undefined ? 0 : asInt(raw.handLimit, 'state.handLimit', 1, 1e6);
    s.direction = raw.direction === undefined ? 1 : asInt(raw.direction, 'state.direction', -1, 1);
    if (s.direction === 0) {
      throw new InputFault('state.direction', 'state.direction must be 1 (to the left) or -1');
    }
    s.turnTo = raw.turnTo === undefined ? -1 : asInt(raw.turnTo, 'state.turnTo', 0, seats - 1);
    s.revealed = readRevealed(shell, raw.revealed, 'state.revealed', s);
    // Each deal is checked as the deal of its own hand: its size may follow the hand number.
    s.deals = asArray(raw.deals, 'state.deals').map((d, j) =>
      d === null
        ? null
        : readDeal(shell, d, at('state.deals', j), { ...s, dealer: 0 }, j, undefined, false),
    );
    // A save written before saved games kept the size dealt has no `dealt`: it is worked out
    // again from the state as read, as those saves always were, so every one of them still loads.
    s.dealt =
      raw.dealt === undefined
        ? cardsEach(k.dealSize(s), s.deckSize, seats)
        : asInt(raw.dealt, 'state.dealt', 0, Math.floor(s.deckSize / seats));
    const readsState = t.saved.dealReadsState === true;
    checkSavedGame({ ...s, zones, history: records }, savedRules(shell), {
      // A size that reads the state cannot be worked out again: the state has changed since.
      dealSize: (hand, dealer) =>
        readsState
          ? undefined
          : cardsEach(k.dealSize({ ...s, handNumber: hand, dealer }), s.deckSize, seats),
      phaseApplies: (p) => k.phaseApplies(s, p),
      chooserOf: (team) => (k.chooser === undefined ? chooserOf(s, team) : k.chooser(s, team)),
      teamOf: (seat) => teamOf(s, seat),
      matchWinner: () => limitedWinner(s, k.matchWinner(s, undefined), t.lowestWins === true),
      suitOf: (c) => t.deck.suit[c]!,
      wild: (c) => t.deck.wild[c]!,
      cardId: (c) => t.deck.ids[c]!,
      ...(k.trickSeats === undefined || k.sittingOut === undefined
        ? {}
        : { trickSeats: () => k.trickSeats!(s), sittingOut: () => k.sittingOut!(s) }),
    });
    if (!s.over && !k.hasLegal(s))
      throw new InputFault('state', 'no seat can move in this saved game');
    return s;
  }, 'invalid-saved-game');
}

function savedRules({ t }: Shell) {
  return {
    ...t.saved,
    phases: t.phases.map((p) => p.turn),
    deal: t.deal,
    suits: t.deck.suits.ids.length,
  };
}
