import { describe, expect, it } from 'vitest';
import { readDraft, STORAGE_KEY, writeDraft } from './storage';

const holding = (value: string | null) => ({
  getItem: (k: string) => (k === STORAGE_KEY ? value : null),
});

describe('the draft kept in localStorage', () => {
  it('is read back as written', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v) };
    expect(writeDraft(storage, { origin: 'rules/a.rules', text: 'game a' })).toBe(true);
    expect(readDraft(holding(store.get(STORAGE_KEY) ?? null))).toEqual({
      origin: 'rules/a.rules',
      text: 'game a',
    });
  });

  it('is ignored when it is not what the page wrote, or storage refuses', () => {
    expect(readDraft(holding(null))).toBeUndefined();
    expect(readDraft(holding('{not json'))).toBeUndefined();
    expect(readDraft(holding('{"origin":"a","text":3}'))).toBeUndefined();
    expect(readDraft(holding('null'))).toBeUndefined();
    expect(readDraft(undefined)).toBeUndefined();
    const refusing = {
      getItem: (): string => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readDraft(refusing)).toBeUndefined();
    expect(writeDraft(refusing, { origin: 'a', text: 'b' })).toBe(false);
  });
});
