// Progress on stderr: a redrawn bar with rate and time left on a terminal, a plain line every
// tenth of the run (or every ten seconds) when stderr is a file or a pipe.

export interface ProgressSink {
  readonly write: (text: string) => void;
  readonly isTTY: boolean;
}

export interface Progress {
  update(done: number): void;
  /** Ends the bar's line. */
  end(done: number): void;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mmss = `${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** `[#####.....] 50% 500/1000 · 1234.5 games/s · 00:01 left` */
export function progressLine(label: string, done: number, total: number, seconds: number): string {
  const fraction = total > 0 ? done / total : 1;
  const width = 24;
  const filled = Math.round(fraction * width);
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? (total - done) / rate : Number.NaN;
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(fraction * 100)}% ${done}/${total} · ${rate.toFixed(1)} games/s · ${formatDuration(left)} left`;
}

export function createProgress(
  sink: ProgressSink,
  label: string,
  total: number,
  now: () => number = () => performance.now(),
): Progress {
  const start = now();
  let last = -Infinity;
  let lastStep = 0;
  const seconds = () => (now() - start) / 1000;
  return {
    update(done) {
      const t = now();
      if (sink.isTTY) {
        if (t - last < 100 && done < total) return;
        last = t;
        sink.write(`\r\x1b[2K${progressLine(label, done, total, seconds())}`);
        return;
      }
      const step = Math.floor((done / total) * 10);
      if (step > lastStep || t - last > 10_000) {
        lastStep = step;
        last = t;
        sink.write(`${progressLine(label, done, total, seconds())}\n`);
      }
    },
    end(done) {
      if (sink.isTTY) {
        sink.write(`\r\x1b[2K${progressLine(label, done, total, seconds())}\n`);
      } else if (lastStep < 10) {
        sink.write(`${progressLine(label, done, total, seconds())}\n`);
      }
    },
  };
}
