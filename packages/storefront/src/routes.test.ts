import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storefrontRoutes } from './routes.ts';

const appDirectory = path.resolve(import.meta.dirname, '../../../apps/de/app');
const flags = { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true };

describe('storefrontRoutes', () => {
  it('serves the home page and answers every other path through the catch-all', () => {
    const routes = storefrontRoutes(appDirectory, flags);
    expect(routes.map((r) => r.path ?? (r.index ? '(index)' : ''))).toEqual(['(index)', '*']);
  });

  it('points React Router at route modules of this package, relative to the app', () => {
    const [home] = storefrontRoutes(appDirectory, flags);
    expect(path.resolve(appDirectory, home?.file ?? '')).toBe(path.join(import.meta.dirname, 'routes/home.tsx'));
  });
});
