import { useRouteLoaderData } from 'react-router';
import type { FrameData } from '../frame/frame-data.ts';
import type { PriceContext } from './ProductCard.tsx';

/** The shopper's price mode and the shop's tax label, from the frame data of the root route. */
export function usePriceContext(): PriceContext {
  const frame = useRouteLoaderData('root') as FrameData;
  return {
    shopper: { isCompany: frame.user.isCompany, excludeVat: frame.user.excludeVat },
    zeroVatCategories: frame.shop.zeroVatCategories,
    taxTitle: frame.shop.taxTitle,
    priceOnRequest: frame.shop.priceOnRequest,
  };
}
