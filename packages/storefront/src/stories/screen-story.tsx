// Renders a page of the stub shop for the toolbar's (or the story's pinned) country and price mode.
import { storyCountries, isStoryCountryCode } from '../../.storybook/story-country.ts';
import type { PriceModeChoice } from './fixtures.ts';
import { ShopStub, type ShopStubOptions } from './shop-stub.tsx';

type StoryContextLike = { globals: Record<string, unknown> };

export function renderPage(url: string, options: Omit<ShopStubOptions, 'country' | 'mode'> = {}) {
  function PageStory(_args: unknown, context: StoryContextLike) {
    const code = isStoryCountryCode(context.globals.country) ? context.globals.country : 'DE';
    const mode: PriceModeChoice = context.globals.priceMode === 'net' ? 'net' : 'gross';
    return <ShopStub url={url} country={storyCountries[code]} mode={mode} {...options} />;
  }
  return PageStory;
}

/** Story globals that pin a country (and price mode) whatever the toolbar says. */
export const pinned = {
  AT: { country: 'AT' },
  RO: { country: 'RO' },
  net: { priceMode: 'net' },
} as const;
