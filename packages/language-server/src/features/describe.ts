// What a name is, in words: one line for completion's detail, a few for hover. Everything comes
// from the checker's symbol (a zone's owner and visibility, a card's suit and rank, an option's
// values), and the declaring line is quoted, so hover says what the file says.

import { typeName, type MoveDecl } from '@orrery/rules-lang';
import type { Entity } from '@orrery/rules-lang/editor';
import { ATTRIBUTES, BUILTINS } from './reference';

function owner(kind: 'seat' | 'team' | 'shared'): string {
  return kind === 'shared' ? 'shared' : `per ${kind}`;
}

const VISIBILITY = {
  owner: 'visible to its owner',
  team: "visible to its owner's team",
  all: 'visible to all',
  hidden: 'hidden from everyone',
} as const;

/** One line: `zone · per seat, visible to its owner`. */
export function detailOf(entity: Entity): string {
  const s = entity.symbol;
  switch (s?.kind) {
    case 'zone':
      return `zone · ${owner(s.zone.owner)}, ${VISIBILITY[s.zone.visibility]}${s.zone.sorted ? ', sorted' : ''}${s.zone.spread ? ', spread' : ''}`;
    case 'option': {
      const v = s.option.values;
      const values = v.kind === 'range' ? `${v.min}..${v.max}` : v.choices.join(' | ');
      return `option · ${values}, default ${s.option.defaultValue}`;
    }
    case 'option-value':
      return `value of option ${s.option.name}`;
    case 'variable':
      return `${s.variable.storage} · ${owner(s.variable.owner)}, ${typeName(s.variable.type)}${
        s.variable.lifetime === 'match' || s.variable.lifetime === 'hand'
          ? ''
          : `, each ${s.variable.lifetime}`
      }`;
    case 'define':
      return `define${s.define.phase === undefined ? '' : ` · phase ${s.define.phase}`}`;
    case 'value':
      return 'card value · a number';
    case 'suit':
      return `suit · ${s.suit.title}${s.suit.group === undefined ? '' : `, group ${s.suit.group}`}`;
    case 'rank':
      return `rank · ${s.rank.title}, strength ${s.rank.strength}`;
    case 'group':
      return `group · ${s.group.suits.join(' > ')}`;
    case 'card':
      return `card · ${cardWords(s.card)}`;
    case 'card-kind':
      return `card · ${s.cards.length} copies: ${s.cards.map((c) => c.id).join(', ')}`;
    case 'move':
      return `move · phase ${s.move.phase}${s.move.params.length === 0 ? '' : `, (${s.move.params.map((p) => p.name).join(', ')})`}${wordingOf(s.move.decl)}`;
    case 'phase':
      return `phase · ${s.phase.kind}`;
    case 'local':
      return `${s.binder === 'param' ? 'parameter' : 'local'} · ${typeName(s.type)}`;
    case 'builtin':
      return `built-in · ${typeName(s.type)}`;
    case 'attribute':
      return 'card attribute';
    default:
      return entity.kind;
  }
}

/** A move's own wording as written, placeholders and all: ` · "Bid {level} {suit}"`. */
function wordingOf(move: MoveDecl): string {
  const parts = move.wording?.parts.map((p) =>
    typeof p === 'string' ? p : p.kind === 'Reference' ? `{${p.name.text}}` : '{points}',
  );
  return parts === undefined ? '' : ` · "${parts.join('')}"`;
}

function cardWords(card: {
  title: string;
  suit: string | undefined;
  rank: string | undefined;
  wild: boolean;
}): string {
  const where =
    card.suit !== undefined && card.rank !== undefined
      ? `rank ${card.rank} of suit ${card.suit}`
      : 'in no suit';
  return `${card.title}, ${where}${card.wild ? ', wild' : ''}`;
}

/** Markdown for hover: what it is, what it holds, and the line that declares it. */
export function hoverOf(entity: Entity, declaringLine: string | undefined): string {
  const s = entity.symbol;
  const out: string[] = [`**${entity.name}** · ${detailOf(entity)}`];
  switch (s?.kind) {
    case 'zone':
      out.push(
        `A zone ${owner(s.zone.owner) === 'shared' ? 'shared by the table' : `owned ${owner(s.zone.owner)}`}` +
          `${s.zone.owner === 'shared' ? '' : ` (read as \`${s.name}[${s.zone.owner}]\`)`}, ${VISIBILITY[s.zone.visibility]}.`,
      );
      break;
    case 'option': {
      const v = s.option.values;
      out.push(
        v.kind === 'range'
          ? `A house rule: a whole number from ${v.min} to ${v.max}; ${s.option.defaultValue} unless the table chooses otherwise.`
          : `A house rule: one of ${v.choices.map((c) => `\`${c}\``).join(', ')}; \`${s.option.defaultValue}\` unless the table chooses otherwise.`,
      );
      break;
    }
    case 'card': {
      const c = s.card;
      out.push(
        `Attributes: suit ${c.suit ?? 'none'}, rank ${c.rank ?? 'none'}, wild ${c.wild}${
          c.kind !== undefined && c.kind !== c.id ? `; a copy of card \`${c.kind}\`` : ''
        }.`,
      );
      break;
    }
    case 'card-kind': {
      const c = s.cards[0];
      if (c !== undefined)
        out.push(
          `Attributes: suit ${c.suit ?? 'none'}, rank ${c.rank ?? 'none'}, wild ${c.wild}; \`${s.name}\` stands for every copy.`,
        );
      break;
    }
    case 'suit':
      out.push(`Holds the ranks ${s.suit.ranks.join(', ')}; suit rank ${s.suit.suitRank}.`);
      break;
    case 'builtin':
      out.push(BUILTINS[entity.name === 'all-seats' ? 'all seats' : entity.name] ?? '');
      break;
    case 'attribute':
      out.push(ATTRIBUTES[entity.name] ?? '');
      break;
    default:
      if (entity.kind === 'event')
        out.push('An event: a moment the game reports to logs and players; it changes nothing.');
      if (entity.kind === 'code')
        out.push('The code a move refused by this `require` comes back with.');
      if (entity.kind === 'unknown') out.push('Not declared anywhere: see the diagnostic.');
  }
  if (declaringLine !== undefined) out.push('```orrery-rules\n' + declaringLine.trim() + '\n```');
  return out.filter((l) => l !== '').join('\n\n');
}
