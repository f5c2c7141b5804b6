import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium';

describe('findChromium', () => {
  it('treats an explicit CHROMIUM_PATH that does not exist as not found', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nonexistent/chromium', PATH: '/usr/bin' })).toBe(
      undefined,
    );
  });

  it('uses an explicit CHROMIUM_PATH that exists', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });
});
