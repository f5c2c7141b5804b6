// The one engine type the checks and the scenario runner are written against: any generated
// engine fits it as it is, its state type kept so a check can hand states back.

import type { Engine, Move } from '@orrery/runtime';

export type AnyEngine<S> = Engine<S, Move, unknown>;

/** The moves of a match in order, as the battery recorded them. */
export type MoveList = readonly Move[];
