/** Small things every engine's kernels use. */

/** Where a kernel sends its events: the engine's own list of them, or none on the fast path. */
export type Events<E> = E[] | undefined;

/**
 * Codes written and thrown away, by a kernel that asks whether a listing has any move (the
 * trick listing writes its cards, `anyLegal` only counts them). One buffer for every engine:
 * no kernel keeps what it wrote here past its own call.
 */
export const scratchCodes: number[] = [];
