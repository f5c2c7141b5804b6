// `npm start -w @orrery/server`: one server from the environment's settings (docs/online.md),
// stopped cleanly by Ctrl-C or SIGTERM.

import { startServer } from './server/app';
import { ConfigError, configFromEnv } from './server/config';

async function main(): Promise<number> {
  let config;
  try {
    config = configFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`orrery server: ${error.message}`);
      return 2;
    }
    throw error;
  }
  // A failure inside one room must not end every other room: it is reported, and serving goes on.
  process.on('unhandledRejection', (error) => {
    console.error('orrery server: unexpected failure:', error);
  });
  const server = await startServer(config);
  const where = config.store.kind === 'sqlite' ? config.store.file : 'PostgreSQL';
  console.log(
    `orrery server on ${server.url} (socket ${server.url.replace(/^http/, 'ws')}/ws), rooms in ${where}`,
  );
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return -1;
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(`orrery server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
