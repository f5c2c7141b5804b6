// Every rules file of the repo with its compiled engine, by path: tests that hold the generator's
// other outputs (the tables as data, the interpreter) against the engines it wrote. Only tests
// import this file; a rules file added under rules/ without an entry here fails `rulesFiles`.

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { engine as annexation } from '@orrery/engine-annexation';
import { engine as annexationPrimaryMarsFirst } from '@orrery/engine-annexation-primary-mars-first';
import { engine as annexationVenusBeatsSaturn } from '@orrery/engine-annexation-venus-beats-saturn';
import { engine as bridge } from '@orrery/engine-bridge';
import { engine as casino } from '@orrery/engine-casino';
import { engine as crazyEights } from '@orrery/engine-crazy-eights';
import { engine as durak } from '@orrery/engine-durak';
import { engine as ginRummy } from '@orrery/engine-gin-rummy';
import { engine as euchre } from '@orrery/engine-euchre';
import { engine as goFish } from '@orrery/engine-go-fish';
import { engine as hearts } from '@orrery/engine-hearts';
import { engine as president } from '@orrery/engine-president';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as marsVenusMarsFree } from '@orrery/engine-mars-venus-mars-free';
import { engine as marsVenusNoSkunk } from '@orrery/engine-mars-venus-no-skunk';
import { engine as marsVenusTo30 } from '@orrery/engine-mars-venus-to-30';
import { engine as spades } from '@orrery/engine-spades';
import { engine as spectrum } from '@orrery/engine-spectrum';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { engine as starbuckaroosCometStrictlyHigher } from '@orrery/engine-starbuckaroos-comet-strictly-higher';
import { engine as starbuckaroosHandLimit7 } from '@orrery/engine-starbuckaroos-hand-limit-7';
import { engine as starbuckaroosPlanetsTriple } from '@orrery/engine-starbuckaroos-planets-triple';
import { engine as whist } from '@orrery/engine-whist';
import type { AnyEngine } from '@orrery/runtime';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Compiled engines by the rules file they were generated from, relative to the repo. */
export const COMPILED: ReadonlyMap<string, AnyEngine> = new Map<string, AnyEngine>([
  ['rules/annexation.rules', annexation],
  ['rules/mars-venus.rules', marsVenus],
  ['rules/starbuckaroos.rules', starbuckaroos],
  ['rules/examples/bridge.rules', bridge],
  ['rules/examples/casino.rules', casino],
  ['rules/examples/crazy-eights.rules', crazyEights],
  ['rules/examples/durak.rules', durak],
  ['rules/examples/gin-rummy.rules', ginRummy],
  ['rules/examples/euchre.rules', euchre],
  ['rules/examples/go-fish.rules', goFish],
  ['rules/examples/hearts.rules', hearts],
  ['rules/examples/president.rules', president],
  ['rules/examples/spades.rules', spades],
  ['rules/examples/spectrum.rules', spectrum],
  ['rules/examples/whist.rules', whist],
  ['rules/variants/annexation-primary-mars-first.rules', annexationPrimaryMarsFirst],
  ['rules/variants/annexation-venus-beats-saturn.rules', annexationVenusBeatsSaturn],
  ['rules/variants/mars-venus-mars-free.rules', marsVenusMarsFree],
  ['rules/variants/mars-venus-no-skunk.rules', marsVenusNoSkunk],
  ['rules/variants/mars-venus-to-30.rules', marsVenusTo30],
  ['rules/variants/starbuckaroos-comet-strictly-higher.rules', starbuckaroosCometStrictlyHigher],
  ['rules/variants/starbuckaroos-hand-limit-7.rules', starbuckaroosHandLimit7],
  ['rules/variants/starbuckaroos-planets-triple.rules', starbuckaroosPlanetsTriple],
]);

/** Every `.rules` file under rules/, relative to the repo, sorted. */
export function rulesFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.rules')) out.push(rel);
    }
  };
  walk('rules');
  return out.sort();
}
