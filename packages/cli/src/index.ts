export { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, main, parseArgs, type Io, type Parsed } from './main';
