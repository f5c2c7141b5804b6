export { OrreryCard } from './elements/orrery-card';
export { OrreryHand } from './elements/orrery-hand';
export { OrreryTable } from './elements/orrery-table';
export { OrreryScoreboard } from './elements/orrery-scoreboard';
export { OrreryMoveLog } from './elements/orrery-move-log';
export { OrreryMoveControls } from './elements/orrery-move-controls';
export { OrreryHandSummary } from './elements/orrery-hand-summary';
export { OrreryGame } from './elements/orrery-game';
export { defineGameElement, type GameElementConfig } from './elements/define-game-element';
export { themeFor } from './elements/theme';
export { MoveMadeEvent, HandEndedEvent, MatchEndedEvent } from './elements/events';
export { MatchController, type MatchSetup, type PlayedMove } from './match/controller';
export type { TableView, ZoneView, AnyEngine } from './match/table-view';
export type { DeckArt } from './art/deck-art';
export type { DeckLook, SuitStyle, SuitSymbol } from './art/look';
export { genericArt } from './art/generic-art';
export { ICON_SHAPES } from './art/icon-shapes';
export { useIcons } from './art/icons';
export { frenchArt } from './art/french-art';
export { italianArt } from './art/italian-art';
export { sixSuitArt } from './art/six-suit-art';
export { starArt } from './art/star-art';
export { bootGame, type ArtSet, type GameEntry } from './boot';
export { bundleWorker, type BotWorkerFactory } from './match/bot-runner';

// The package's entry draws any rules file (the playground's editor): every icon is drawable. A
// game's bundle instead registers only those its art set and look name (bundler/entry-module.ts).
import { ICON_SHAPES as ALL_ICONS } from './art/icon-shapes';
import { useIcons as registerIcons } from './art/icons';
registerIcons(ALL_ICONS);
