// The lookahead paths of this grammar when a build worked them out ahead of time (lookahead.ts):
// none here. The CLI's bundle (packages/cli/bin/cli-bundle.js) replaces this module with the
// paths it works out from the grammar it bundles, so `orrery` builds its parser without working
// them out at every start; the parser refuses paths of any other grammar.

import type { KnownPaths } from './lookahead';

export const KNOWN_LOOKAHEAD: KnownPaths | undefined = undefined;
