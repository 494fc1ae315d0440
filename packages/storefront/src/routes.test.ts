import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storefrontRoutes } from './routes.ts';

const appDirectory = path.resolve(import.meta.dirname, '../../../apps/de/app');
const flags = { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true };

describe('storefrontRoutes', () => {
  it('has every fixed route of the spec, and the catch-all last', () => {
    const paths = storefrontRoutes(appDirectory, flags).map((r) => r.path ?? (r.index ? '/' : ''));
    for (const path of ['/', 'shop-grid-standard/:type', 'product/:id', 'search/:value', 'agb.html', 'Impressum', 'widerrufsformular', 'logout', 'not-found']) {
      expect(paths).toContain(path);
    }
    expect(paths.at(-1)).toBe('*');
  });

  it('has the Romania-only routes only where the flag says so', () => {
    const without = storefrontRoutes(appDirectory, flags).map((r) => r.path);
    const withRo = storefrontRoutes(appDirectory, { ...flags, romaniaOnlyRoutes: true }).map((r) => r.path);
    expect(without).not.toContain('conditii-de-garantie.html');
    expect(withRo).toContain('conditii-de-garantie.html');
    expect(withRo).toContain('manual-de-utilizare-1.html');
  });

  it('points React Router at route modules of this package, relative to the app', () => {
    const [home] = storefrontRoutes(appDirectory, flags);
    expect(path.resolve(appDirectory, home?.file ?? '')).toBe(path.join(import.meta.dirname, 'routes/home.tsx'));
  });
});
