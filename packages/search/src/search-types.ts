// The answer types of the search endpoint, from the contract.
import type { categoryFacetSchema, contentSearchHitSchema } from '@shop/contract';

export type { ProductSearchResult, SearchProductHit, SearchConnection } from '@shop/contract';
export type CategoryFacet = ReturnType<typeof categoryFacetSchema.parse>;
export type ContentSearchHit = ReturnType<typeof contentSearchHitSchema.parse>;
