// A product as a listing, the home page or a product page's accessories and recommendations show it:
// only what the card and its price read. A page's loader data is serialised into its HTML for
// hydration, so a whole product per card (its description, teaser, every picture) made a category
// page's data several times larger than the cards it draws (issue 19: bytes before interaction and
// the server's time spent encoding them).
import type { Product } from '@shop/contract';
import type { PricedProduct } from './price.ts';

export type CardProduct = PricedProduct & Pick<Product, 'URL' | 'IMAGE' | 'TITLE' | 'brand_name' | 'stock'>;

export function toCard(product: Product): CardProduct {
  return {
    ID: product.ID,
    URL: product.URL,
    IMAGE: product.IMAGE,
    TITLE: product.TITLE,
    brand_name: product.brand_name,
    stock: product.stock,
    category: product.category,
    PRICE: product.PRICE,
    PROMO_PRICE: product.PROMO_PRICE,
    BEST_TAXED_PRICE: product.BEST_TAXED_PRICE,
    IS_PROMO: product.IS_PROMO,
    tax_rate: product.tax_rate,
    lowest_price_30_days: product.lowest_price_30_days,
    listen_price: product.listen_price,
    unit: product.unit,
    unit_content_milli: product.unit_content_milli,
  };
}
