export {
  CardSets,
  eachCardSet,
  canMeld,
  deadwoodOf,
  sumGroupsOf,
  isRun,
  listCardSets,
  MOST_CARD_SETS,
  MOST_SUBSETS_LOOKED_AT,
  sameRank,
  sameSuit,
  someCardSet,
  type SumBound,
} from './card-sets';
export { makeEngine } from './make-engine';
export { noCards, takeTrick } from './tricks';
export { TRICK_FLOW } from './trick-flow';
export { CHOICE_FLOW } from './choice-flow';
export {
  STEP_AFTER,
  STEP_AGAIN,
  STEP_DONE,
  STEP_FINISHED,
  STEP_TRICK,
  STEP_TURN,
  type Step,
} from './step';
export { NO_STATE_READER } from './deserialize-in-page';
export type {
  GameKernels,
  GameTables,
  Listing,
  MatchKernels,
  MoveTable,
  PhaseKernels,
  PhaseTable,
  Shaped,
  ShapeTable,
  TrickKernels,
  TrickTable,
  VariableTable,
} from './tables';
export type {
  EngineState,
  EngineView,
  GivenDeal,
  HandRecord,
  HandView,
  Owed,
  ZoneView,
} from './state';
export { moveZone, ZoneLayout, type ZoneField, type ZoneTable } from './zones';
export {
  chooserOf,
  deckOf,
  emptyLists,
  indexList,
  opponentsOf,
  owedTeam,
  partnersOf,
  perOwner,
  seatList,
  seatsFrom,
  seatsOf,
  suitCards,
  teamCount,
  teamList,
  teamOf,
  unionWhere,
} from './seats';
export {
  closeHand,
  leaderOrDraw,
  cutForDealer,
  cardsEach,
  dealHand,
  dealt,
  recordHand,
  resetHand,
  type EventSink,
} from './hand';
export { defaultOptions, readOptions, type OptionValues } from './options';
export { firstSeat, passTurn, skipTurn } from './turns';
export { NOTHING_REVEALED, revealZone } from './reveal';
export { describeMove, moveOfCode, NUMBER_OFFSET, pack, readMove, unpack } from './moves';
export {
  baseCard,
  cardFace,
  cardGroup,
  cardKind,
  cardRank,
  cardSuit,
  cardSuitRank,
  cardWild,
  Deck,
  suitGroup,
  suitRank,
  type DeckData,
} from './deck';
export { scratchCodes, type Events } from './kernel';
