// The server the extension starts (bundled to dist/server.js): the rules language server over
// stdio, the same one `orrery lsp --stdio` runs.

import { startNodeServer } from '@orrery/language-server/node';

startNodeServer();
