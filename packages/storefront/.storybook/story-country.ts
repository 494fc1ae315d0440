// Storybook's stand-in for `virtual:shop-country` (see storefrontViteConfig): the three apps' own
// country records, and the one the toolbar chose. Screens read `country.x` when they render, so a
// proxy that forwards to the chosen record switches them without touching production code.
//
// A few modules compute a value from the country once, when they load (money and date locale, time zone).
// In the Storybook UI a change of country therefore reloads the preview with the country in its
// URL; in the Vitest run each stories file starts from the country in `initialCountry` below.
import at from '../../../apps/at/app/country.ts';
import de from '../../../apps/de/app/country.ts';
import ro from '../../../apps/ro/app/country.ts';
import type { CountryConfig } from '../src/country/country-config.ts';

export const storyCountries = { DE: de, AT: at, RO: ro } as const satisfies Record<string, CountryConfig>;
export type StoryCountryCode = keyof typeof storyCountries;

export const isStoryCountryCode = (value: unknown): value is StoryCountryCode => typeof value === 'string' && value in storyCountries;

/** The country the preview was loaded for: `globals=country:RO` in its URL, else Germany. */
function initialCountry(): StoryCountryCode {
  if (typeof window === 'undefined') return 'DE';
  const globals = new URLSearchParams(window.location.search).get('globals') ?? '';
  const code = /(?:^|;)country:([A-Z]{2})(?:;|$)/.exec(globals)?.[1];
  return isStoryCountryCode(code) ? code : 'DE';
}

export const loadedCountry: StoryCountryCode = initialCountry();
let chosen: StoryCountryCode = loadedCountry;

export function chooseStoryCountry(code: StoryCountryCode): void {
  chosen = code;
}

export function chosenStoryCountry(): StoryCountryCode {
  return chosen;
}

const country = new Proxy({} as CountryConfig, {
  get: (_target, key) => Reflect.get(storyCountries[chosen], key),
  has: (_target, key) => Reflect.has(storyCountries[chosen], key),
  ownKeys: () => Reflect.ownKeys(storyCountries[chosen]),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(storyCountries[chosen], key);
    // A proxy may not report a non-configurable property its (empty) target lacks.
    return descriptor ? { ...descriptor, configurable: true } : undefined;
  },
});

export default country;
