/**
 * Where each art set lives, for the bundler's generated entry modules: a rules file's `art NAME`
 * becomes an import of that one module, so a bundle carries only the art it shows. Plain data
 * (no Lit), read in Node. The names are the rules language's ART_SETS; a test checks both agree.
 */
export const ART_MODULES: Readonly<
  Record<string, { readonly file: string; readonly name: string }>
> = {
  french: { file: 'french-art.ts', name: 'frenchArt' },
  italian: { file: 'italian-art.ts', name: 'italianArt' },
  'six-suit': { file: 'six-suit-art.ts', name: 'sixSuitArt' },
  star: { file: 'star-art.ts', name: 'starArt' },
};

/** The face of a deck whose rules file names no art set. */
export const GENERIC_ART = { file: 'generic-art.ts', name: 'genericArt' } as const;
