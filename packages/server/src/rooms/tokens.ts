// Room ids and seat tokens: random, long enough that guessing one is hopeless. A seat's token
// is kept only as its SHA-256, and a presented token is compared in constant time, so neither
// the store's contents nor the time an answer takes tells anyone a token.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 128 random bits: 22 characters of base64url. */
export function newRoomId(): string {
  return randomBytes(16).toString('base64url');
}

/** 256 random bits: 43 characters of base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is `hash`; false for a seat nobody holds. */
export function tokenMatches(token: string, hash: string | null): boolean {
  const given = createHash('sha256').update(token, 'utf8').digest();
  // A seat without a token is compared against a hash nothing has, in the same time.
  const stored = hash === null || !/^[0-9a-f]{64}$/.test(hash) ? null : Buffer.from(hash, 'hex');
  const equal = timingSafeEqual(given, stored ?? Buffer.alloc(32));
  return equal && stored !== null;
}

/** A 32-bit seed for a room's deal, from the operating system's randomness. */
export function newSeed(): number {
  return randomBytes(4).readUInt32BE(0);
}
