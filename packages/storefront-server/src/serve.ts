#!/usr/bin/env node
// `storefront-serve build/server/index.js`: serves a storefront's production build on PORT with
// WEB_CONCURRENCY workers (default: one per core), JSON logs, request timeouts and draining.
import './production-default.ts';
import cluster from 'node:cluster';
import { runPrimary } from './primary.ts';
import { serverSettings } from './settings.ts';
import { runWorker } from './worker.ts';

const buildPath = process.argv[2];
if (!buildPath) {
  console.error('usage: storefront-serve <server build>, e.g. storefront-serve build/server/index.js');
  process.exit(1);
}
const settings = serverSettings(process.env);

if (cluster.isPrimary && settings.workers > 1) runPrimary(settings);
else await runWorker(buildPath, settings);
