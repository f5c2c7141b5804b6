// The Custom Elements Manifest analyzer's settings: `npm run manifest -w @orrery/web` writes
// custom-elements.json from the elements' JSDoc (@fires, @csspart, @cssprop) and Lit properties.
// Each game's tag gets its own entry in its bundle's custom-elements.json (bundler/manifest.ts).

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
  globs: ['src/elements/*.ts'],
  // Its class is defined once per tag at run time; the bundler writes each tag's entry
  // (bundler/manifest.ts) from OrreryGame's, so the analyzer need not guess at it.
  exclude: ['src/**/*.test.ts', 'src/elements/define-game-element.ts'],
  outdir: '.',
  // package.json names custom-elements.json already; left on, the manifest test's run into
  // out-tsc/ would rewrite it to point there.
  packagejson: false,
  litelement: true,
  plugins: [onlyDocumentedEvents],
};
