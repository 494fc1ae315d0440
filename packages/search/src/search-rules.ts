// Live-search constants and rules of spec sections 4 and 9.
import { isSearchTermLongEnough } from '@shop/contract';

export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DEBOUNCE_MS = 300;
export const FIRST_PAGE_SIZE = 5;
export const NEXT_PAGE_SIZE = 6;
export const INFINITE_SCROLL_THRESHOLD_PX = 1500;
export const MAX_CONTENT_LINKS = 5;
export const ALL_COUNT_PLUS_FROM = 10_000;

/** 0 idle, 1 first search, 2 loading more (spec section 4). */
export const SearchLoading = { idle: 0, first: 1, more: 2 } as const;
export type SearchLoading = (typeof SearchLoading)[keyof typeof SearchLoading];

/** Four characters or more (counted as characters, so an emoji is one), ignoring surrounding spaces. */
export function isSearchable(term: string): boolean {
  return isSearchTermLongEnough(term);
}

/** Infinite scroll: the next chunk loads once the end of the list is this close (spec section 9). */
export function shouldLoadMore(distanceToEndPx: number): boolean {
  return distanceToEndPx < INFINITE_SCROLL_THRESHOLD_PX;
}

/** Offset and size of the page after `loaded` hits: 5 first, then 6 at a time. */
export function nextPage(loaded: number): { offset: number; limit: number } {
  return { offset: loaded, limit: loaded === 0 ? FIRST_PAGE_SIZE : NEXT_PAGE_SIZE };
}

/** The 'All' entry of the category list shows a '+' from 10,000 hits on. */
export function allCountLabel(total: number): string {
  return total >= ALL_COUNT_PLUS_FROM ? `${ALL_COUNT_PLUS_FROM}+` : String(total);
}
