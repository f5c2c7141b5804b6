// The language service, independent of where it runs: `startServer(connection)`. Entries that
// make a connection: `@orrery/language-server/node` (stdio) and `@orrery/language-server/browser`
// (a Web Worker script).

export { CAPABILITIES, startServer, type ServerOptions } from './server';
export { LEGEND } from './features/semantic-tokens';
