import type { Server } from 'node:http';

export function serveStatic(
  root: string,
  env?: Record<string, string | undefined>,
): Promise<{ server: Server; url: string }>;
