import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readText } from './read-text';

describe('readText', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-read-text-'));
  const file = path.join(dir, 'game.rules');
  writeFileSync(file, 'game "x"\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the text of a file', () => {
    expect(readText(file)).toEqual({ text: 'game "x"\n' });
  });

  it('says in words why a file cannot be read', () => {
    expect(readText(path.join(dir, 'missing.rules'))).toEqual({
      problem: `cannot read '${path.join(dir, 'missing.rules')}': no such file`,
    });
    expect(readText(dir)).toEqual({ problem: `cannot read '${dir}': it is a directory` });
  });

  it("takes '-' for standard input only where the command allows it", () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(readText('-')).toEqual({ problem: "cannot read '-': no such file" });
    } finally {
      process.chdir(cwd);
    }
  });
});
