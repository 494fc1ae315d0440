// The Express app of one worker: fingerprinted assets cached for a year, the rest of the client
// build and `public/` as React Router's own server serves them, then every other request rendered
// by the build's request handler.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PEER_ADDRESS_HEADER } from '@shop/contract';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { requestLogging } from './logger.ts';

export async function loadBuild(buildPath: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.resolve(buildPath)).href)) as ServerBuild;
}

export function createApp(build: ServerBuild, options: { logger: Logger; logFormat?: 'json' | 'pretty'; publicDir: string; isDraining: () => boolean }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_request, response, next) => {
    // While draining, keep-alive connections are told to close after this answer.
    if (options.isDraining()) response.setHeader('connection', 'close');
    next();
  });
  app.use(requestLogging(options.logger, options.logFormat));
  // The connection's own address for the shop (PEER_ADDRESS_HEADER), always written here, so what a
  // client sends under that name never counts.
  app.use((request, _response, next) => {
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    next();
  });
  const clientDir = build.assetsBuildDirectory;
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
  const files = express.Router();
  files.use(express.static(clientDir));
  files.use(express.static(options.publicDir, { maxAge: '1h' }));
  // The build's and public/'s files are listed once at start: a page's path goes straight to the
  // renderer instead of two file system lookups on every request.
  const onDisk = new Set([...filesUnder(clientDir), ...filesUnder(options.publicDir)]);
  app.use((request, response, next) => (onDisk.has(decodedPath(request.path)) ? files(request, response, next) : next()));
  app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }));
  return app;
}

/** Every file below `dir` as a URL path ('/favicon.ico'); none when the folder does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}
