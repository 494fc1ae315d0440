import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../..');

export type ShopApp = { code: 'de' | 'at' | 'ro'; dir: string; lang: string };

export const shopApps: ShopApp[] = [
  { code: 'de', dir: path.join(repo, 'apps/de'), lang: 'de-DE' },
  { code: 'at', dir: path.join(repo, 'apps/at'), lang: 'de-AT' },
  { code: 'ro', dir: path.join(repo, 'apps/ro'), lang: 'ro-RO' },
];
