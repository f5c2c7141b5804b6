// What the interpreter plays: every kind of node it has a meaning for. A rules file with any
// other kind (a construct the language gained and the interpreter did not yet) is refused up
// front, with a positioned `not-interpreted` diagnostic, rather than played wrong.

import type { Diagnostic, LinkedGame, Range } from '@orrery/rules-lang';
import { everyNode } from '../every-node';

const INTERPRETED: ReadonlySet<string> = new Set([
  // The file and its declarations.
  'GameFile',
  'Name',
  'OptionDecl',
  'SeatsDecl',
  'SeatNamesDecl',
  'TeamsDecl',
  'DeckDecl',
  'RanksDecl',
  'RankItem',
  'RankName',
  'SuitsDecl',
  'SuitDecl',
  'CardDecl',
  'GroupDecl',
  'CopiesDecl',
  'NamesDecl',
  'ArtDecl',
  'LookDecl',
  'SuitLookDecl',
  'ValueDecl',
  'DefineDecl',
  'ZoneDecl',
  'VariableDecl',
  'FirstDealerDecl',
  'NextDealerDecl',
  'KnownDecl',
  'Ranking',
  'CutDecl',
  'DealDecl',
  'PhaseDecl',
  'TurnsClause',
  'ChoicesClause',
  'PlayTricksClause',
  'LeadRestriction',
  'FollowClause',
  'LedSuitClause',
  'SuitOfClause',
  'SitOutClause',
  'FirstLeadClause',
  'MustPlayClause',
  'WinnerClause',
  'PlayedByClause',
  'CardTier',
  'Hook',
  'Param',
  'SetSize',
  'MoveDecl',
  'EndWhen',
  'ScoringDecl',
  'MatchDecl',
  'Target',
  'TiesBrokenBy',
  'InstantWin',
  'AtMostHands',
  'LowestWins',
  'MatchEndWhen',
  'TiesDraw',
  // Statements.
  'Block',
  'SetStmt',
  'AddStmt',
  'RemoveStmt',
  'MoveCardsStmt',
  'ScoreStmt',
  'IfStmt',
  'ForStmt',
  'RepeatStmt',
  'LetStmt',
  'RequireStmt',
  'OweStmt',
  'EventStmt',
  'Template',
  'ScoredPoints',
  'AgainStmt',
  'SkipStmt',
  'ReverseStmt',
  'NextTurnStmt',
  'RevealStmt',
  // Expressions.
  'NumberLiteral',
  'SymbolLiteral',
  'StringLiteral',
  'Reference',
  'Member',
  'Index',
  'Unary',
  'Binary',
  'Conditional',
  'SetLiteral',
  'SetBuilder',
  'Aggregate',
  'TopOf',
  'ZoneUnion',
  'SeatsOf',
  'TeamOf',
  'SeatBeside',
  'SeatsFrom',
  'TricksOf',
  'CardsTest',
  'RangeExpr',
]);

/** Kinds the walk meets inside nodes that are not nodes but shapes of a value (a type name, a
 * dealer choice, an option's values, a card's placement, a look's symbol or colour). */
const SHAPES: ReadonlySet<string> = new Set([
  'range',
  'choices',
  'suited',
  'wild',
  'plain',
  'seat',
  'cut',
  'text',
  'icon',
  'name',
  'hex',
  'number',
  'flag',
  'suit',
  'team',
  'card',
  'set',
  'list',
]);

/** A `not-interpreted` diagnostic for every node the interpreter has no meaning for. */
export function unsupported(game: LinkedGame): Diagnostic[] {
  const out: Diagnostic[] = [];
  everyNode(game.file, (node) => {
    const kind = node.kind;
    if (kind === undefined || INTERPRETED.has(kind)) return 'look-inside';
    const range = (node as { range?: Range }).range;
    if (SHAPES.has(kind)) return 'look-inside';
    out.push(
      notInterpreted(
        game,
        range ?? game.file.range,
        `'${kind}' is not supported by the interpreter yet`,
      ),
    );
    return 'accept';
  });
  return out;
}

export function notInterpreted(game: LinkedGame, range: Range, message: string): Diagnostic {
  return { path: game.path, range, severity: 'error', code: 'not-interpreted', message };
}
