// "Simulate 1,000 matches": the edited text played between bots in a Web Worker (sim-worker.ts),
// with a progress bar and a Cancel button, then the figures of `orrery sim`'s report in the rules
// file's words: the verdict, who wins (each team's share with its 95% interval), how a hand
// goes (hands per match, ...) and how often each of the file's events and scores happened.

import {
  howAHandGoes,
  verdict,
  whatHappened,
  whoWins,
  type Figures,
  type RulesWords,
} from './sim-parts';
import type { RulesText, SimulationReport, SimulationRequest } from './worker-messages';
import { SIM_SEED } from './simulation';

export interface SimulatePlaces {
  /** The section the run shows in: progress, cancel, figures. */
  readonly panel: HTMLElement;
  readonly progress: HTMLProgressElement;
  readonly cancel: HTMLButtonElement;
  readonly said: HTMLElement;
  readonly figures: HTMLElement;
  /** The simulation's worker script (edited-sim.js). */
  readonly workerUrl: string;
}

export class EditorSimulation {
  #worker: Worker | null = null;

  constructor(private readonly places: SimulatePlaces) {
    places.cancel.addEventListener('click', () => this.cancel());
  }

  get running(): boolean {
    return this.#worker !== null;
  }

  /** Starts a run of `matches` matches of `given`, ending any run still going. */
  start(given: RulesText, matches: number): void {
    this.#stop();
    const { panel, progress, cancel, said, figures } = this.places;
    panel.hidden = false;
    progress.max = matches;
    progress.value = 0;
    progress.hidden = false;
    cancel.hidden = false;
    figures.replaceChildren();
    said.textContent = `Playing ${matches} matches between random bots…`;
    panel.scrollIntoView({ block: 'nearest' });
    const worker = new Worker(this.places.workerUrl, { type: 'module', name: 'orrery-simulation' });
    this.#worker = worker;
    worker.onmessage = (e: MessageEvent<SimulationReport>) => {
      if (this.#worker !== worker) return;
      const report = e.data;
      if (report.kind === 'progress') {
        progress.value = report.matches;
        said.textContent = `Played ${report.matches} of ${matches} matches…`;
        return;
      }
      this.#stop();
      if (report.kind === 'refused') said.textContent = `Not simulated: ${report.why}.`;
      else this.#show(report.figures, report.words);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      if (this.#worker !== worker) return;
      this.#stop();
      said.textContent = `The simulation stopped: ${e.message || 'its worker did not load'}.`;
    };
    worker.postMessage({ ...given, matches, seed: SIM_SEED } satisfies SimulationRequest);
  }

  cancel(): void {
    if (this.#worker === null) return;
    const done = this.places.progress.value;
    this.#stop();
    this.places.said.textContent = `Cancelled after ${done} matches; nothing is shown for a run cut short.`;
  }

  #stop(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.places.progress.hidden = true;
    this.places.cancel.hidden = true;
  }

  #show(f: Figures, words: RulesWords): void {
    const { said, figures } = this.places;
    said.textContent = `${f.title}: ${f.games} matches between random bots, seed ${f.seed}, the default house rules, in ${f.elapsedSeconds.toFixed(1)} s. Saved as a file, the text plays the same matches in orrery sim FILE --games ${f.games}.`;
    const sentences = document.createElement('p');
    sentences.className = 'verdict';
    sentences.textContent = verdict(f).join(' ');
    // The sections of orrery sim's report; every text in them is escaped where they are made.
    const tables = document.createElement('template');
    tables.innerHTML = [whoWins(f), howAHandGoes(f), whatHappened(f, words)].join('\n');
    figures.replaceChildren(sentences, tables.content);
  }
}
