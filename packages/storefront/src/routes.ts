// The storefront's route table, assembled per country: every app gets the same screens, and the
// flags of its country config switch the country-only routes on.
import path from 'node:path';
import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { CountryFlags } from './country/country-config.ts';

const here = import.meta.dirname;

export function storefrontRoutes(appDirectory: string, flags: CountryFlags): RouteConfigEntry[] {
  // React Router resolves route files relative to the app directory.
  const file = (name: string) => path.relative(appDirectory, path.join(here, 'routes', name));
  const routes: RouteConfigEntry[] = [index(file('home.tsx'))];
  if (flags.romaniaOnlyRoutes) {
    // Filled by the content screens (issue 7); the flag already decides whether they exist.
  }
  routes.push(route('*', file('not-found.tsx')));
  return routes;
}
