// The one engine type the checks are written against: any generated engine fits it.

import type { Engine, Move } from '@orrery/runtime';

export type AnyEngine<S> = Engine<S, Move, unknown>;

/** The moves of a match in order, as the battery recorded them. */
export type MoveList = readonly Move[];
