// "did you mean ...?" for unknown names: the closest known name of the expected kind.

/** Edits between two names, a swap of neighbours counting as one (`fats` → `fast`). */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest candidate, if it is close enough to be a likely typo (case is ignored). */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(wanted, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const allowed = Math.max(1, Math.floor(wanted.length / 3));
  return bestDistance <= allowed ? best : undefined;
}

export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const best = closest(name, candidates);
  return best === undefined ? undefined : `did you mean '${best}'?`;
}
