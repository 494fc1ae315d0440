// Structured data (schema.org as JSON-LD) for rich results: a product with its offer, the
// breadcrumb trail of products and listings, the shop as an organisation on the home page.
// React Router renders each object as <script type="application/ld+json"> and escapes '<', '>'
// and '&' in it, so a '</script>' in a product title cannot end the script early.
import type { Product } from '@shop/contract';
import { decimalAmount } from '@shop/pricing-vat';

export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];
export type JsonLd = { [key: string]: JsonLdValue };

const SCHEMA = 'https://schema.org';

/** Integer cents as the decimal string schema.org wants: 123456 -> '1234.56'. No floats involved. */
export function priceDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return decimalAmount(cents);
}

export type ProductJsonLdInput = {
  product: Product;
  /** The product page's canonical URL. */
  url: string;
  description: string;
  /** Absolute image URLs. */
  images: string[];
  currency: string;
  sellerName: string;
  /** The shop shows no price for it ('price on request'): no offer then. */
  priceOnRequest: boolean;
};

export function productJsonLd({ product, url, description, images, currency, sellerName, priceOnRequest }: ProductJsonLdInput): JsonLd {
  // What a guest pays: the lower of the regular and the promotion price, VAT included.
  const price = product.BEST_TAXED_PRICE;
  const hasPrice = !priceOnRequest && price > 0;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.TITLE,
    sku: product.REF,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand_name ? { brand: { '@type': 'Brand', name: product.brand_name } } : {}),
    ...(hasPrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: priceDecimal(price),
            priceCurrency: currency,
            availability: product.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
            itemCondition: `${SCHEMA}/NewCondition`,
            seller: { '@type': 'Organization', name: sellerName },
          },
        }
      : {}),
  };
}

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export type OrganizationJsonLdInput = {
  name: string;
  url: string;
  logo: string;
  phone: string | null;
  /** ISO country code the shop serves: DE, AT, RO. */
  areaServed: string;
  /** BCP 47 language of its service: de, ro. */
  language: string;
  sameAs: string[];
};

export function organizationJsonLd({ name, url, logo, phone, areaServed, language, sameAs }: OrganizationJsonLdInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name,
    url,
    logo,
    ...(phone
      ? { contactPoint: { '@type': 'ContactPoint', telephone: phone, contactType: 'customer service', areaServed, availableLanguage: language } }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
