// `orrery lsp --stdio`: the rules language server (@orrery/language-server) for an editor, over
// standard input and output. Nothing else may write to standard output while it runs, so usage
// errors go to standard error and the server owns the streams until the editor says `exit`.

import type { Io } from './main';

export async function runLspCommand(args: readonly string[], io: Io): Promise<number> {
  if (args.length !== 1 || args[0] !== '--stdio') {
    io.err("orrery lsp: the language server talks over stdio: run 'orrery lsp --stdio'");
    return 2;
  }
  const { startNodeServer } = await import('@orrery/language-server/node');
  startNodeServer(process.stdin, process.stdout);
  // The server ends the process itself when the editor sends `exit`.
  return new Promise<number>(() => {});
}
