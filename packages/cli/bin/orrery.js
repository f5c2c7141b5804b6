#!/usr/bin/env node
// Runs the TypeScript source directly (through tsx), so the workspace needs no build step;
// `npx nx build cli` bundles the same entry to dist/orrery.js for publishing.
import { register } from 'tsx/esm/api';

register();
await import('../src/bin.ts');
