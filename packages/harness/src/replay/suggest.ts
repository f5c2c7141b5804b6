// "did you mean ...?" for an unknown key or option: the closest known name, when it is close
// enough to be a typo. (The rules language has its own; the harness does not load the parser.)

/** Edits between two short names, a swap of neighbours counting as one (`dealr` → `dealer`). */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The known name `name` is most likely a typo of, if any (case is ignored). */
export function closest(name: string, known: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const allowed = Math.max(1, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    // A name far longer or shorter is no typo; skipping it keeps a huge key cheap.
    if (Math.abs(candidate.length - wanted.length) > allowed) continue;
    const d = editDistance(wanted, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}
