// What each token is in the grammar, read off the CST: the rule that consumed it, under which
// label, and whether it starts an item (a declaration, deck item, phase item, statement or match
// item). The layout decides spacing and indentation from these roles, never from the text.

import type { CstElement, CstNode, IToken } from 'chevrotain';

export interface Role {
  /** The CST rule that consumed the token: `call`, `block`, `braces`, `unary`, ... */
  readonly rule: string;
  /** Its label in that rule, or the token type's name when unlabelled. */
  readonly label: string;
}

/** Rules whose first token starts a new line's worth of meaning. */
const ITEM_RULES = new Set(['declaration', 'deckItem', 'phaseItem', 'statement', 'matchItem']);

export interface Roles {
  readonly of: ReadonlyMap<IToken, Role>;
  /** Tokens that start an item; the `game` line counts as one. */
  readonly itemStarts: ReadonlySet<IToken>;
}

function isNode(e: CstElement): e is CstNode {
  return 'children' in e;
}

function firstToken(node: CstNode): IToken | undefined {
  let first: IToken | undefined;
  for (const list of Object.values(node.children)) {
    for (const e of list) {
      const t = isNode(e) ? firstToken(e) : e;
      if (t !== undefined && (first === undefined || t.startOffset < first.startOffset)) first = t;
    }
  }
  return first;
}

export function collectRoles(file: CstNode): Roles {
  const of = new Map<IToken, Role>();
  const itemStarts = new Set<IToken>();
  const visit = (node: CstNode): void => {
    if (ITEM_RULES.has(node.name)) {
      const first = firstToken(node);
      if (first !== undefined) itemStarts.add(first);
    }
    for (const [label, list] of Object.entries(node.children)) {
      for (const e of list) {
        if (isNode(e)) visit(e);
        else of.set(e, { rule: node.name, label });
      }
    }
  };
  visit(file);
  const game = file.children['game']?.[0];
  if (game !== undefined && !isNode(game)) itemStarts.add(game);
  return { of, itemStarts };
}
