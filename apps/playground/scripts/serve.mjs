// A tiny static file server for the built playground: PORT, or the first free port from 4200.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/** Serves `root`; resolves to the URL once listening. */
export async function serveStatic(root, env = process.env) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(
      root,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''),
    );
    const target =
      file.startsWith(root) && existsSync(file) && statSync(file).isDirectory()
        ? path.join(file, 'index.html')
        : file;
    if (!target.startsWith(root) || !existsSync(target)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': `${TYPES[path.extname(target)] ?? 'application/octet-stream'}; charset=utf-8`,
    });
    createReadStream(target).pipe(res);
  });
  if (env.PORT)
    return { server, url: `http://localhost:${await listen(server, Number(env.PORT))}/` };
  for (let port = 4200; port < 4300; port++) {
    try {
      return { server, url: `http://localhost:${await listen(server, port)}/` };
    } catch (e) {
      if (e.code !== 'EADDRINUSE') throw e;
    }
  }
  throw new Error('no free port from 4200 to 4299: set PORT');
}
