/**
 * Whether this code runs in a Web Worker rather than a page: decided once, as the module loads,
 * before worker-stand-ins.ts gives a worker any page names.
 */
export const IN_WORKER =
  typeof document === 'undefined' &&
  typeof (globalThis as { postMessage?: unknown }).postMessage === 'function';
