// The messages of the live search, verbatim from spec sections 5 and 8. Each has a stable code the
// storefront translates by; the English text is the spec's.
import { fieldMessages } from '@shop/contract';

export const searchMessages = {
  too_short: fieldMessages.search_too_short,
  no_results: 'Sorry, we could not find any results. Please try another entry.',
  error: 'An error occurred while searching. Please try again later.',
} as const;

export type SearchMessageCode = keyof typeof searchMessages;
