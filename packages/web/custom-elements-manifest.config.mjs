// The Custom Elements Manifest analyzer's settings: `npm run manifest -w @orrery/web` writes
// custom-elements.json from the elements' JSDoc (@fires, @csspart, @cssprop) and Lit properties.

/**
 * The analyzer also guesses an event from every `new SomethingEvent(arg)`, naming it after the
 * first argument ("seat"); our events take their name from a static `eventName`, documented with
 * `@fires`, so only those named `orrery-*` are kept.
 */
const onlyDocumentedEvents = {
  name: 'orrery-only-documented-events',
  packageLinkPhase({ customElementsManifest }) {
    for (const mod of customElementsManifest.modules) {
      for (const decl of mod.declarations ?? []) {
        if (decl.events) decl.events = decl.events.filter((e) => /^orrery-/.test(e.name ?? ''));
      }
    }
  },
};

export default {
  globs: ['src/elements/*.ts', 'src/games/*-element.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  plugins: [onlyDocumentedEvents],
};
