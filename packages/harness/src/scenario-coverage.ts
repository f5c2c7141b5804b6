/**
 * Ruling coverage: every ruling id must be named by at least one scenario, so a ruling cannot be
 * added, or a scenario removed, without a test saying which rule went untested.
 */

export interface Coverage {
  /** Ruling id → the scenarios (by name) that cover it. */
  readonly byRuling: ReadonlyMap<string, readonly string[]>;
  /** Listed rulings that no scenario covers. */
  readonly uncovered: readonly string[];
  /** Ids named by scenarios that are not in the list (a typo, or a ruling not yet listed). */
  readonly unknown: readonly string[];
}

export function rulingCoverage(
  rulings: readonly string[],
  scenarios: readonly { readonly name: string; readonly rulings: readonly string[] }[],
): Coverage {
  const byRuling = new Map<string, string[]>(rulings.map((id) => [id, []]));
  const unknown = new Set<string>();
  for (const scenario of scenarios) {
    for (const id of scenario.rulings) {
      const covering = byRuling.get(id);
      if (covering) covering.push(scenario.name);
      else unknown.add(id);
    }
  }
  return {
    byRuling,
    uncovered: rulings.filter((id) => byRuling.get(id)!.length === 0),
    unknown: [...unknown].sort(),
  };
}
