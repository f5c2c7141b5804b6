// Setup, copying and saving of a generated engine: options, given deals, clone, serialise and
// a deserialiser that checks every field and says where a saved game is wrong.

import type { GenContext } from '../context';
import { camel, key, quote, valueLiteral } from '../naming';
import { emitSavedGame } from './saved-game';

/** The fields of `state` in a saved game, as `serialize` writes them. */
const STATE_KEYS = [
  'rng',
  'options',
  'handNumber',
  'dealer',
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
];

/** The values a variable of element kind `kind` may hold; `scalar` ones may also be none. */
function valueRange(ctx: GenContext, kind: string, scalar: boolean): [string, string] {
  const none = scalar ? '-1' : '0';
  switch (kind) {
    case 'suit':
      return [none, String(ctx.game.deck.suits.length - 1)];
    case 'seat':
      return [none, 'seats - 1'];
    case 'team':
      return [none, 'teams - 1'];
    case 'card':
      return [none, 's.deckSize - 1'];
    case 'rank':
      // Ranks count from 1; 0 is none.
      return [scalar ? '0' : '1', String(ctx.game.deck.ranks.length)];
    default:
      return ['-1e9', '1e9'];
  }
}

export function emitSerialization(ctx: GenContext): string[] {
  const g = ctx.game;
  const zoneKeys = g.zones.map((z) => ({ zone: z, key: camel(z.name) }));
  const bag = (zone: { name: string }) => ctx.bags.has(zone.name);
  const cloneZones = zoneKeys.map(({ zone, key: k }) =>
    zone.owner === 'shared' || bag(zone)
      ? `      ${key(k)}: s.z.${k}.slice(),`
      : `      ${key(k)}: cloneLists(s.z.${k}),`,
  );
  const cloneVars = ctx.variables.map(({ variable, key: k }) => {
    const nested = variable.type.kind === 'set' || variable.type.kind === 'list';
    if (variable.owner === 'shared')
      return `      ${key(k)}: ${nested ? `s.v.${k}.slice()` : `s.v.${k}`},`;
    return `      ${key(k)}: ${nested ? `cloneLists(s.v.${k})` : `s.v.${k}.slice()`},`;
  });
  const saveZones = zoneKeys.map(({ zone, key: k }) =>
    zone.owner === 'shared'
      ? `      ${key(k)}: ids(s.z.${k}),`
      : bag(zone)
        ? `      ${key(k)}: bagLists(s.z.${k}, ${ctx.bagWords}).map(ids),`
        : `      ${key(k)}: s.z.${k}.map(ids),`,
  );
  const readVars = ctx.variables.map(({ variable, key: k }) => {
    const path = `at('state.variables', ${quote(k)})`;
    const scalar = (value: string, p: string) => {
      const t = variable.type;
      if (t.kind === 'flag') return `asBool(${value}, ${p})`;
      if (t.kind === 'set' || t.kind === 'list') {
        const [min, max] = valueRange(ctx, t.of.kind, false);
        return `asMembers(${value}, ${p}, ${min}, ${max}, ${t.kind === 'set'})`;
      }
      const [min, max] = valueRange(ctx, t.kind, true);
      return `asInt(${value}, ${p}, ${min}, ${max})`;
    };
    const read = `vars[${quote(k)}]`;
    if (variable.owner === 'shared') return `    ${key(k)}: ${scalar(read, path)},`;
    const count = variable.owner === 'seat' ? 'seats' : 'teams';
    return `    ${key(k)}: asArray(${read}, ${path}, ${count}).map((x, o) => ${scalar('x', `at(${path}, o)`)}),`;
  });
  const optionReads = g.options.map((o) => {
    const p = `at(path, ${quote(o.name)})`;
    if (o.values.kind === 'range') {
      return `    ${key(o.name)}: raw[${quote(o.name)}] === undefined ? DEFAULT_OPTIONS[${quote(o.name)}] : asInt(raw[${quote(o.name)}], ${p}, ${o.values.min}, ${o.values.max}),`;
    }
    return `    ${key(o.name)}: raw[${quote(o.name)}] === undefined ? DEFAULT_OPTIONS[${quote(o.name)}] : oneOf(raw[${quote(o.name)}], ${p}, ${valueLiteral(o.values.choices)} as const),`;
  });
  const optionNames = valueLiteral(g.options.map((o) => o.name));
  const deal = g.deal;
  const restZone = deal?.rest;
  return [
    '/** A deep copy: every field named, so the copy has the same shape and nothing is shared. */',
    'function clone(s: State): State {',
    '  return {',
    '    game: s.game,',
    '    rng: s.rng.slice(),',
    '    options: s.options,',
    '    seats: s.seats,',
    '    teams: s.teams,',
    '    deckSize: s.deckSize,',
    '    handNumber: s.handNumber,',
    '    dealer: s.dealer,',
    '    phase: s.phase,',
    '    seat: s.seat,',
    '    step: s.step,',
    '    idle: s.idle,',
    '    over: s.over,',
    '    winner: s.winner,',
    '    z: {',
    ...cloneZones,
    '    },',
    '    v: {',
    ...cloneVars,
    '    },',
    '    total: s.total.slice(),',
    '    handScore: s.handScore.slice(),',
    '    // Finished hands are never changed, only added to: the records themselves are shared.',
    '    history: s.history.slice(),',
    '    leader: s.leader,',
    '    led: s.led,',
    '    broken: s.broken,',
    '    tricksWon: s.tricksWon.slice(),',
    '    lastTrickTeam: s.lastTrickTeam,',
    '    owed: cloneOwed(s.owed),',
    '    voids: s.voids.slice(),',
    '    deals: s.deals,',
    '    pause: s.pause,',
    '  };',
    '}',
    '',
    'function cloneLists(lists: readonly number[][]): number[][] {',
    '  const out: number[][] = new Array<number[]>(lists.length);',
    '  for (let k = 0; k < lists.length; k++) out[k] = lists[k]!.slice();',
    '  return out;',
    '}',
    '',
    'function cloneOwed(owed: readonly Owed[]): Owed[] {',
    '  const out: Owed[] = new Array<Owed>(owed.length);',
    '  for (let k = 0; k < owed.length; k++) out[k] = { team: owed[k]!.team, move: owed[k]!.move };',
    '  return out;',
    '}',
    '',
    'function zonesToIds(z: Zones) {',
    '  return {',
    ...saveZones.map((l) => l.replace(/s\.z\./g, 'z.').replace(/^ {6}/, '    ')),
    '  };',
    '}',
    '',
    ...emitSavedGame(ctx),
    '',
    'function oneOf<T extends string | number>(value: unknown, path: string, choices: readonly T[]): T {',
    '  const hit = choices.find((c) => c === value);',
    "  if (hit === undefined) throw new InputFault(path, `${path} must be one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`);",
    '  return hit;',
    '}',
    '',
    `const OPTION_NAMES: readonly string[] = ${optionNames};`,
    '',
    '/** Options as given, checked against the values the rules file allows; missing ones default. */',
    'function readOptions(input: unknown, path: string): Options {',
    '  const raw = asRecord(input ?? {}, path);',
    '  for (const name of Object.keys(raw)) {',
    "    if (!OPTION_NAMES.includes(name)) throw new InputFault(at(path, name), `unknown option '${name}'`);",
    '  }',
    '  return {',
    ...optionReads,
    '  };',
    '}',
    '',
    '/** Options for metadata questions: bad or missing values fall back to the defaults. */',
    'function optionsOrDefaults(input: Readonly<Record<string, string | number>> | undefined): Options {',
    "  const read = readInput(() => readOptions(input ?? {}, 'options'));",
    '  return read.ok ? read.value : DEFAULT_OPTIONS;',
    '}',
    '',
    'function blankState(options: Options, seed: number, deals: (GivenDeal | null)[]): State {',
    '  const seats = seatCountOf({ options });',
    '  const teams = teamCountOf({ seats });',
    '  const deckSize = BASE * copiesOf({ options });',
    '  // Fields in the order `clone` writes them, so every state has one shape (one hidden class',
    '  // in the JavaScript engine, which keeps the fast path monomorphic).',
    '  const s: State = {',
    `    game: ${quote(g.id)},`,
    '    rng: [...seedRandom(seed)],',
    '    options,',
    '    seats,',
    '    teams,',
    '    deckSize,',
    '    handNumber: 1,',
    '    dealer: 0,',
    '    phase: 0,',
    '    seat: 0,',
    '    step: 0,',
    '    idle: 0,',
    '    over: false,',
    '    winner: -1,',
    '    z: emptyZones(seats, teams),',
    '    v: {} as Variables,',
    '    total: new Array<number>(teams).fill(0),',
    '    handScore: new Array<number>(teams).fill(0),',
    '    history: [],',
    '    leader: 0,',
    '    led: -1,',
    '    broken: 0,',
    '    tricksWon: new Array<number>(teams).fill(0),',
    '    lastTrickTeam: -1,',
    '    owed: [],',
    '    voids: new Array<number>(seats).fill(0),',
    '    deals,',
    '    pause: false,',
    '  };',
    '  s.v = initialVariables(s);',
    '  return s;',
    '}',
    '',
    '/** A deal from a replay: whole deck, right hand sizes, no card twice. */',
    'function readDeal(input: unknown, path: string, s: State, hand: number, firstDealer: number | undefined): GivenDeal {',
    '  const d = asRecord(input, path);',
    "  onlyKeys(d, path, ['dealer', 'hands', 'stock']);",
    "  const dealer = d.dealer === undefined ? undefined : asInt(d.dealer, at(path, 'dealer'), 0, s.seats - 1);",
    '  if (hand > 0 && dealer !== undefined && firstDealer !== undefined && dealer !== (firstDealer + hand) % s.seats) {',
    "    throw new InputFault(at(path, 'dealer'), `the dealer of hand ${hand + 1} must be seat ${(firstDealer + hand) % s.seats}: the deal passes clockwise`);",
    '  }',
    '  const seen = new Set<number>();',
    '  const card = (v: unknown, p: string) => {',
    '    const c = asCard(v, p, CARD_INDEX, s.deckSize);',
    "    if (seen.has(c)) throw new InputFault(p, `card '${CARD_IDS[c]}' is dealt twice`);",
    '    seen.add(c);',
    '    return c;',
    '  };',
    '  const size = dealSize({ ...s, dealer: dealer ?? 0 });',
    "  const hands = asArray(d.hands, at(path, 'hands'), s.seats).map((h, i) => {",
    "    const cards = asArray(h, at(at(path, 'hands'), i)).map((v, k) => card(v, at(at(at(path, 'hands'), i), k)));",
    "    if (cards.length !== size) throw new InputFault(at(at(path, 'hands'), i), `seat ${i} must be dealt ${size} cards, not ${cards.length}`);",
    '    return cards;',
    '  });',
    "  const stock = d.stock === undefined ? [] : asArray(d.stock, at(path, 'stock')).map((v, k) => card(v, at(at(path, 'stock'), k)));",
    '  if (seen.size !== s.deckSize) {',
    '    throw new InputFault(path, `the deal holds ${seen.size} cards but the deck has ${s.deckSize}`);',
    '  }',
    `  return { dealer: dealer ?? -1, hands, stock: ${restZone === undefined ? 'stock' : 'stock.slice().reverse()'} };`,
    '}',
    '',
    'function setup(args: SetupArgs = {}): Result<State, InputError> {',
    '  return readInput(() => {',
    "    const options = readOptions(args.options ?? {}, 'options');",
    '    const seed = args.seed ?? 0;',
    "    if (!Number.isInteger(seed)) throw new InputFault('seed', 'seed must be a whole number');",
    '    const s = blankState(options, seed, []);',
    "    const deals = asArray(args.deals ?? [], 'deals');",
    "    const first0 = deals.length > 0 ? asRecord(deals[0], 'deals[0]').dealer : undefined;",
    "    const first = first0 === undefined ? firstDealer(s) : asInt(first0, 'deals[0].dealer', 0, s.seats - 1);",
    '    s.deals = deals.map((d, k) => readDeal(d, `deals[${k}]`, { ...s, dealer: (first + k) % s.seats }, k, first));',
    '    s.dealer = first;',
    '    startHand(s, undefined);',
    '    return s;',
    "  }, 'invalid-setup');",
    '}',
    '',
    'function ids(cards: readonly number[]): string[] {',
    '  return cards.map((c) => CARD_IDS[c]!);',
    '}',
    '',
    'function serialize(s: State): string {',
    '  return JSON.stringify({',
    "    format: 'orrery-state',",
    '    version: STATE_VERSION,',
    '    game: s.game,',
    '    state: {',
    '      rng: s.rng,',
    '      options: s.options,',
    '      handNumber: s.handNumber,',
    '      dealer: s.dealer,',
    '      phase: s.phase,',
    '      seat: s.seat,',
    '      step: s.step,',
    '      idle: s.idle,',
    '      over: s.over,',
    '      winner: s.winner,',
    '      zones: {',
    ...saveZones,
    '      },',
    '      variables: s.v,',
    '      total: s.total,',
    '      handScore: s.handScore,',
    '      history: s.history.map((h) => ({ ...h, zones: zonesToIds(h.zones) })),',
    '      voids: s.voids,',
    '      leader: s.leader,',
    '      led: s.led < 0 ? null : CARD_IDS[s.led],',
    '      broken: s.broken,',
    '      tricksWon: s.tricksWon,',
    '      lastTrickTeam: s.lastTrickTeam,',
    '      owed: s.owed,',
    `      deals: s.deals.map((d) => (d === null ? null : { ...(d.dealer >= 0 ? { dealer: d.dealer } : {}), hands: d.hands.map(ids), stock: ids(${restZone === undefined ? 'd.stock' : 'd.stock.slice().reverse()'}) })),`,
    '    },',
    '  });',
    '}',
    '',
    'const STATE_VERSION = 1;',
    '',
    `const STATE_KEYS: readonly string[] = ${valueLiteral(STATE_KEYS)};`,
    '',
    `const VARIABLE_KEYS: readonly string[] = ${valueLiteral(ctx.variables.map((v) => v.key))};`,
    '',
    '/** Reads a saved game, checking every field and the invariants; the error says where it went wrong. */',
    'function deserialize(text: string): Result<State, InputError> {',
    '  return readInput(() => {',
    "    const top = asRecord(parseJsonText(text, 'the saved game'), '');",
    "    if (top.format !== 'orrery-state') throw new InputFault('format', 'not an Orrery saved game');",
    `    if (top.game !== ${quote(g.id)}) throw new InputFault('game', \`a saved game of '\${String(top.game)}', not of '${g.id}'\`);`,
    "    if (top.version !== STATE_VERSION) throw new InputFault('version', `saved by version ${String(top.version)}; this engine reads version ${STATE_VERSION}`);",
    "    onlyKeys(top, '', ['format', 'version', 'game', 'state']);",
    "    const raw = asRecord(top.state, 'state');",
    "    onlyKeys(raw, 'state', STATE_KEYS);",
    "    const options = readOptions(raw.options, 'state.options');",
    '    const s = blankState(options, 0, []);',
    '    const { seats, teams } = s;',
    "    s.rng = asInts(raw.rng, 'state.rng', 0, 4294967295);",
    "    if (s.rng.length !== 4) throw new InputFault('state.rng', 'state.rng must hold 4 words');",
    "    s.handNumber = asInt(raw.handNumber, 'state.handNumber', 1, 1e6);",
    "    s.dealer = asInt(raw.dealer, 'state.dealer', 0, seats - 1);",
    `    s.phase = asInt(raw.phase, 'state.phase', -1, ${g.phases.length - 1});`,
    "    s.seat = asInt(raw.seat, 'state.seat', -1, seats - 1);",
    "    s.step = asInt(raw.step, 'state.step', 0, seats);",
    "    s.idle = asInt(raw.idle, 'state.idle', 0, seats);",
    "    s.over = asBool(raw.over, 'state.over');",
    "    s.winner = asInt(raw.winner, 'state.winner', -2, teams - 1);",
    "    const zones = readZoneLists(raw.zones, 'state.zones', seats, teams, s.deckSize);",
    '    s.z = zonesOfLists(zones);',
    "    const vars = asRecord(raw.variables, 'state.variables');",
    "    onlyKeys(vars, 'state.variables', VARIABLE_KEYS);",
    '    s.v = {',
    ...readVars,
    '    };',
    "    s.total = asInts(raw.total, 'state.total', -1e9, 1e9);",
    "    s.handScore = asInts(raw.handScore, 'state.handScore', -1e9, 1e9);",
    "    if (s.total.length !== teams) throw new InputFault('state.total', `state.total must hold ${teams} entries`);",
    "    if (s.handScore.length !== teams) throw new InputFault('state.handScore', `state.handScore must hold ${teams} entries`);",
    '    const records: HandRecordFacts[] = [];',
    "    s.history = asArray(raw.history, 'state.history').map((h, k) => {",
    "      const path = at('state.history', k);",
    '      const r = asRecord(h, path);',
    "      onlyKeys(r, path, ['hand', 'dealer', 'scores', 'zones']);",
    "      const lists = readZoneLists(r.zones, at(path, 'zones'), seats, teams, s.deckSize);",
    '      const record = {',
    "        hand: asInt(r.hand, at(path, 'hand'), 1, 1e6),",
    "        dealer: asInt(r.dealer, at(path, 'dealer'), 0, seats - 1),",
    "        scores: asInts(r.scores, at(path, 'scores'), -1e9, 1e9),",
    '        zones: zonesOfLists(lists),',
    '      };',
    '      records.push({ ...record, zones: lists });',
    '      return record;',
    '    });',
    "    s.leader = asInt(raw.leader, 'state.leader', 0, seats - 1);",
    "    s.led = raw.led === null ? -1 : asCard(raw.led, 'state.led', CARD_INDEX, s.deckSize);",
    "    s.broken = asInt(raw.broken, 'state.broken', 0, 2 ** 31 - 1);",
    "    s.tricksWon = asInts(raw.tricksWon, 'state.tricksWon', 0, 1e6);",
    "    if (s.tricksWon.length !== teams) throw new InputFault('state.tricksWon', `state.tricksWon must hold ${teams} entries`);",
    "    s.lastTrickTeam = asInt(raw.lastTrickTeam, 'state.lastTrickTeam', -1, teams - 1);",
    "    s.voids = asInts(raw.voids, 'state.voids', 0, 2 ** 31 - 1);",
    "    if (s.voids.length !== seats) throw new InputFault('state.voids', `state.voids must hold ${seats} entries`);",
    "    s.owed = asArray(raw.owed, 'state.owed').map((o, k) => {",
    "      const path = at('state.owed', k);",
    '      const r = asRecord(o, path);',
    "      onlyKeys(r, path, ['team', 'move']);",
    "      return { team: asInt(r.team, at(path, 'team'), 0, teams - 1), move: asInt(r.move, at(path, 'move'), 0, MOVE_TYPES.length - 1) };",
    '    });',
    "    s.deals = asArray(raw.deals, 'state.deals').map((d, k) => (d === null ? null : readDeal(d, at('state.deals', k), { ...s, dealer: 0 }, 0, undefined)));",
    '    checkSaved(s, zones, records);',
    "    if (!s.over && !hasLegal(s)) throw new InputFault('state', 'no seat can move in this saved game');",
    '    return s;',
    "  }, 'invalid-saved-game');",
    '}',
  ];
}
