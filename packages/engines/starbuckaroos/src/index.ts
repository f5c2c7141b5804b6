export * from './generated/index';
