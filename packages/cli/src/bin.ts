import { main } from './main';

// A reader that stops early (`orrery check *.rules | head`) closes the pipe: that ends the run
// quietly rather than with a stack trace from the next write.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

// No top-level await: the launcher's bundle of this file is CommonJS (bin/cli-bundle.js).
const status = main(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
void Promise.resolve(status).then((code) => {
  process.exitCode = code;
});
