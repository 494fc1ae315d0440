// Fixture data for the screen stories: what the loaders would answer for a small bathroom shop in
// Germany, Austria and Romania, typed by the contract (and checked against its zod schemas in
// fixtures.test.ts). Prices are integer cents of the country's currency: euro cents in DE and AT,
// bani in RO (Lei); gross prices are the shop's, net prices come from the VAT rule of pricing-vat
// (DE 19 %, AT 20 %, RO 21 %). A company customer who pays no VAT ("net") gets 0 % cart lines,
// as the back office answers them.
import type {
  Address,
  Cart,
  CartLine,
  Comment,
  CustomerReview,
  DeliveryMethod,
  OrderSummary,
  PaymentMethod,
  PickupPoint,
  Product,
  ProductSearchResult,
  State,
  Variation,
} from '@shop/contract';
import type { ContentSearchResult } from '@shop/search';
import { netFromGross, priceLine, vatRateFromTaxTitle } from '@shop/pricing-vat';
import type { AccountLoaderData, CartLoaderData, CheckoutLoaderData } from './loader-data.ts';
import type { Listing } from '../catalog/catalog.server.ts';
import type { ProductPage } from '../catalog/product-page.server.ts';
import type { CountryConfig } from '../country/country-config.ts';
import type { FrameData, MenuItem } from '../frame/frame-data.ts';
import type { Crumb } from '../seo/json-ld.ts';

export type CountryCode = 'DE' | 'AT' | 'RO';
export type PriceModeChoice = 'gross' | 'net';

/** Where the stories' search engine lives; only the fetch stub answers it. */
export const SEARCH_URL = 'https://search.bad-heim.test';

const ASSETS = '/story-assets';

type Article = {
  id: number;
  ref: string;
  title: Record<'de' | 'ro', string>;
  brand: { id: number; name: string };
  category: number;
  image: string;
  /** Gross price a shopper pays in each country, in cents. */
  gross: Record<CountryCode, number>;
  /** Gross list price (RRP), when the product is reduced. */
  listGross?: Record<CountryCode, number>;
  stock: number;
  unit?: { unit: 'm2'; contentMilli: number };
  freight?: boolean;
};

/** Eight products of the range, German and Romanian names, prices per country. */
const articles: Article[] = [
  {
    id: 1203,
    ref: 'VB-SUB3-80',
    title: { de: 'Villeroy & Boch Subway 3.0 Waschtisch 80 cm, weiß', ro: 'Lavoar Villeroy & Boch Subway 3.0, 80 cm, alb' },
    brand: { id: 4, name: 'Villeroy & Boch' },
    category: 11,
    image: 'washbasin.svg',
    gross: { DE: 37900, AT: 38900, RO: 189900 },
    stock: 14,
  },
  {
    id: 1310,
    ref: 'HG-TALIS-E110',
    title: { de: 'Hansgrohe Talis E 110 Einhebel-Waschtischmischer, chrom', ro: 'Baterie lavoar Hansgrohe Talis E 110, crom' },
    brand: { id: 7, name: 'Hansgrohe' },
    category: 12,
    image: 'faucet.svg',
    gross: { DE: 12990, AT: 13490, RO: 64900 },
    listGross: { DE: 15900, AT: 16490, RO: 79900 },
    stock: 3,
  },
  {
    id: 1422,
    ref: 'GB-DUOFIX-112',
    title: { de: 'Geberit Duofix Vorwandelement für Wand-WC, 112 cm', ro: 'Cadru încastrat Geberit Duofix pentru WC suspendat, 112 cm' },
    brand: { id: 9, name: 'Geberit' },
    category: 13,
    image: 'toilet.svg',
    gross: { DE: 18900, AT: 19500, RO: 94900 },
    stock: 40,
  },
  {
    id: 1507,
    ref: 'FL-BETON-6060',
    title: { de: 'Feinsteinzeug Bodenfliese Beton grau 60 × 60 cm (1,44 m² je Paket)', ro: 'Gresie porțelanată Beton gri 60 × 60 cm (1,44 m² pe cutie)' },
    brand: { id: 12, name: 'Marazzi' },
    category: 14,
    image: 'tiles.svg',
    gross: { DE: 6610, AT: 6840, RO: 32900 },
    stock: 220,
    unit: { unit: 'm2', contentMilli: 1440 },
    freight: true,
  },
  {
    id: 1618,
    ref: 'GR-EUPH-260',
    title: { de: 'Grohe Euphoria 260 Duschsystem mit Thermostat', ro: 'Sistem de duș Grohe Euphoria 260 cu termostat' },
    brand: { id: 8, name: 'Grohe' },
    category: 15,
    image: 'shower.svg',
    gross: { DE: 54900, AT: 56900, RO: 274900 },
    stock: 6,
  },
  {
    id: 1724,
    ref: 'BH-BAGNOLO-1250',
    title: { de: 'Badheizkörper Bagnolo 1200 × 500 mm, weiß', ro: 'Radiator de baie Bagnolo 1200 × 500 mm, alb' },
    brand: { id: 15, name: 'Bad & Heim' },
    category: 16,
    image: 'radiator.svg',
    gross: { DE: 15900, AT: 16500, RO: 79900 },
    stock: 0,
  },
];

const languageOf = (code: CountryCode) => (code === 'RO' ? 'ro' : 'de');

/** German and Romanian words of the fixtures. */
const words = {
  de: {
    categories: ['Waschtische', 'Armaturen', 'WC & Vorwandelemente', 'Fliesen', 'Duschen', 'Heizkörper'],
    bathroom: 'Badezimmer',
    home: 'Startseite',
    allProducts: 'Alle Produkte',
    chapo: 'Langlebige Markenqualität für Ihr Bad, schnell geliefert.',
    description: '<p>Formschön und pflegeleicht: Keramik mit glasierter Oberfläche, Überlauf und vorgebohrtem Hahnloch.</p>',
    salesBar: 'Versandkostenfrei ab 99 € – nur diese Woche',
    salesLink: 'Zu den Angeboten',
    banner: 'Neue Badkollektion 2026',
    badges: [{ title: 'Bestseller', color: '#0b5cad' }, { title: 'Neu', color: '#e30613' }],
    features: [
      { title: 'Breite', value: '80 cm' },
      { title: 'Material', value: 'Keramik' },
      { title: 'Farbe', value: 'Weiß' },
    ],
    colors: ['Weiß', 'Schwarz matt'],
    delivery: [
      { title: 'Standardversand (DHL)', description: 'Zustellung in 1–3 Werktagen' },
      { title: 'Abholung im Lager Leipzig', description: 'Kostenlos, Mo–Fr 8–18 Uhr' },
    ],
    payment: [
      { code: 'paypal', title: 'PayPal', description: 'Sicher bezahlen mit Ihrem PayPal-Konto' },
      { code: 'vorkasse', title: 'Vorkasse', description: 'Überweisung, 2 % Skonto' },
    ],
    pickup: { title: 'Lager Leipzig', address1: 'Am Güterbahnhof 12', zipcode: '04109', city: 'Leipzig' },
    review: { author: 'Martina K.', title: 'Sehr zufrieden', content: 'Schnelle Lieferung, die Qualität stimmt.' },
    content: [
      { title: 'Lieferung & Versandkosten', url: '/versandkosten', excerpt: 'Ab 99 € liefern wir versandkostenfrei.' },
      { title: 'Badplanung: 10 Tipps', url: '/blog', excerpt: 'Wie Sie Ihr neues Bad planen.' },
    ],
    customer: { firstname: 'Jonas', lastname: 'Becker', street: 'Karl-Liebknecht-Straße', number: '24', zip: '04107', city: 'Leipzig', phone: '+49 341 555 0123' },
    addressLabel: 'Zuhause',
  },
  ro: {
    categories: ['Lavoare', 'Baterii', 'WC și cadre încastrate', 'Gresie și faianță', 'Dușuri', 'Radiatoare'],
    bathroom: 'Baie',
    home: 'Acasă',
    allProducts: 'Toate produsele',
    chapo: 'Calitate de brand pentru baia ta, livrare rapidă.',
    description: '<p>Elegant și ușor de întreținut: ceramică glazurată, preaplin și orificiu pentru baterie.</p>',
    salesBar: 'Transport gratuit de la 499 Lei – doar săptămâna aceasta',
    salesLink: 'Vezi ofertele',
    banner: 'Noua colecție de baie 2026',
    badges: [{ title: 'Cel mai vândut', color: '#0b5cad' }, { title: 'Nou', color: '#e30613' }],
    features: [
      { title: 'Lățime', value: '80 cm' },
      { title: 'Material', value: 'Ceramică' },
      { title: 'Culoare', value: 'Alb' },
    ],
    colors: ['Alb', 'Negru mat'],
    delivery: [
      { title: 'Curier (Fan Courier)', description: 'Livrare în 1–3 zile lucrătoare' },
      { title: 'Ridicare din depozit București', description: 'Gratuit, L–V 8–18' },
    ],
    payment: [
      { code: 'ramburs', title: 'Ramburs', description: 'Plata la livrare, numerar sau card' },
      { code: 'stripe', title: 'Card bancar', description: 'Visa, Mastercard' },
    ],
    pickup: { title: 'Depozit București', address1: 'Șoseaua Berceni 104', zipcode: '041919', city: 'București' },
    review: { author: 'Andreea P.', title: 'Foarte mulțumită', content: 'Livrare rapidă, calitate foarte bună.' },
    content: [
      { title: 'Livrare și costuri de transport', url: '/lieferung', excerpt: 'Transport gratuit de la 499 Lei.' },
      { title: 'Amenajarea băii: 10 sfaturi', url: '/blog', excerpt: 'Cum îți planifici baia nouă.' },
    ],
    customer: { firstname: 'Andrei', lastname: 'Popescu', street: 'Strada Lipscani', number: '18', zip: '030031', city: 'București', phone: '+40 721 555 012' },
    addressLabel: 'Acasă',
  },
} as const;

const austrianPickup = { title: 'Lager Wien', address1: 'Industriestraße 5', zipcode: '1220', city: 'Wien' };
const storeAddress: Record<CountryCode, string> = {
  DE: 'Am Güterbahnhof 12, 04109 Leipzig',
  AT: 'Industriestraße 5, 1220 Wien',
  RO: 'Șoseaua Berceni 104, 041919 București',
};

const austrianCustomer = { firstname: 'Lena', lastname: 'Huber', street: 'Mariahilfer Straße', number: '77', zip: '1060', city: 'Wien', phone: '+43 660 555 0123' };

const rateOf = (country: CountryConfig): number => vatRateFromTaxTitle(country.taxTitle) ?? 0;

const categoryIdOf = (index: number) => 11 + index;

export function productsFor(country: CountryConfig): Product[] {
  const code = country.isoAlpha2;
  const rate = rateOf(country);
  const lang = languageOf(code);
  return articles.map((article): Product => {
    const gross = article.gross[code];
    const listGross = article.listGross?.[code] ?? null;
    const regularGross = listGross ?? gross;
    const isPromo = listGross !== null;
    const image = `${ASSETS}/${article.image}`;
    return {
      ID: article.id,
      REF: article.ref,
      TITLE: article.title[lang],
      CHAPO: words[lang].chapo,
      DESCRIPTION: words[lang].description,
      POSTSCRIPTUM: '',
      URL: `/product/${article.id}`,
      PRODUCT_SALE_ELEMENT: article.id * 10 + 1,
      PSE_URL: null,
      IMAGE: image,
      images: [image],
      brand_id: article.brand.id,
      brand_name: article.brand.name,
      category: [article.category],
      DEFAULT_CATEGORY: article.category,
      PRICE: netFromGross(regularGross, rate),
      TAXED_PRICE: regularGross,
      PROMO_PRICE: netFromGross(gross, rate),
      BEST_TAXED_PRICE: gross,
      IS_PROMO: isPromo,
      listen_price: listGross,
      tax_rate: rate,
      stock: article.stock,
      tag: [],
      is_freight: article.freight ?? false,
      undeliverable: false,
      ...(article.unit ? { unit: article.unit.unit, unit_content_milli: article.unit.contentMilli } : {}),
      lowest_price_30_days: isPromo ? Math.round(gross * 1.04) : null,
    };
  });
}

function menuFor(country: CountryConfig): MenuItem[] {
  const lang = languageOf(country.isoAlpha2);
  return [
    {
      id: 10,
      title: words[lang].bathroom,
      href: '/shop-grid-standard/category-10',
      children: words[lang].categories.map((title, index) => ({ id: categoryIdOf(index), title, href: `/shop-grid-standard/category-${categoryIdOf(index)}`, children: [] })),
    },
  ];
}

export function frameFor(country: CountryConfig, mode: PriceModeChoice, options: { cartCount?: number; loggedIn?: boolean } = {}): FrameData {
  const code = country.isoAlpha2;
  const lang = languageOf(code);
  const domain = code === 'RO' ? 'baie-casa.ro' : code === 'AT' ? 'bad-heim.at' : 'bad-heim.de';
  const net = mode === 'net';
  return {
    config: { apiUrl: 'https://api.bad-heim.test', fastApi: 'https://helper.bad-heim.test', language: country.language, locale: country.locale },
    // What the demo offers in each shop (the footer's marks).
    methods: { payment: code === 'RO' ? ['paypal', 'globalpayments', 'ramburs'] : ['paypal', 'stripe', 'sofort', 'klarna', 'amazon', 'vorkasse', 'ramburs'], pickup: true },
    shop: {
      storeName: country.brand.storeName,
      siteName: domain,
      taxTitle: country.taxTitle,
      currencySymbol: country.currency.symbol,
      banners: [{ imageUrl: `${ASSETS}/banner.svg`, mobileImageUrl: null, link: '/shop-grid-standard/category-10', alt: words[lang].banner }],
      displayAdvent: false,
      social: [
        { network: 'facebook', href: `https://www.facebook.com/${domain}` },
        { network: 'instagram', href: `https://www.instagram.com/${domain}` },
      ],
      shopvote: null,
      trustedShop: null,
      withdrawalFormUrl: null,
      tagManagerId: null,
      linksLeft: [],
      linksRight: [],
      whatsappHref: country.flags.whatsappBadge ? 'https://wa.me/40211234567' : null,
      zeroVatCategories: '',
      priceOnRequest: [],
      minimumOrderCents: 0,
      paymentSandbox: false,
    },
    storeInfo: { phone: country.support.phone, hours: country.support.hours, email: country.support.email, address: storeAddress[code] },
    salesBar: { message: words[lang].salesBar, linkHref: '/shop-grid-standard/all', linkText: words[lang].salesLink, dismissible: true },
    menu: menuFor(country),
    user: {
      loggedIn: options.loggedIn ?? net,
      firstname: options.loggedIn || net ? customerOf(code).firstname : null,
      lastname: options.loggedIn || net ? customerOf(code).lastname : null,
      isAdmin: false,
      isCompany: net,
      excludeVat: net,
    },
    cartCount: options.cartCount ?? 3,
    notice: null,
    adminUrl: 'https://admin.bad-heim.test',
    shops: (['DE', 'AT', 'RO'] as const).map((shop) => ({ code: shop, href: `https://${shop === 'RO' ? 'baie-casa.ro' : shop === 'AT' ? 'bad-heim.at' : 'bad-heim.de'}`, current: shop === code })),
    search: { url: SEARCH_URL, indexes: { products: `products_${country.locale}`, content: `content_${country.locale}` }, public_search_key: 'story-public-key' },
    integrations: { sentryDsn: null, chatWidgetUrl: null, reviewBadgeUrl: null },
  };
}

function customerOf(code: CountryCode) {
  return code === 'RO' ? words.ro.customer : code === 'AT' ? austrianCustomer : words.de.customer;
}

function breadcrumbsFor(country: CountryConfig, trail: string[]): Crumb[] {
  const lang = languageOf(country.isoAlpha2);
  return [{ name: words[lang].home, url: `${country.origin}/` }, ...trail.map((name, index) => ({ name, url: `${country.origin}/trail-${index}` }))];
}

export function listingFor(country: CountryConfig): { listing: Listing; seo: { breadcrumbs: Crumb[] } } {
  const lang = languageOf(country.isoAlpha2);
  const products = productsFor(country);
  return {
    listing: {
      title: words[lang].bathroom,
      products,
      total: 58,
      page: 1,
      pages: 10,
      choice: { sort: 'sales', brand: null, color: null, min: null, max: null, inStock: false, page: 1 },
      filters: {
        brands: [
          { id: 4, title: 'Villeroy & Boch', count: 12 },
          { id: 7, title: 'Hansgrohe', count: 9 },
          { id: 8, title: 'Grohe', count: 14 },
          { id: 9, title: 'Geberit', count: 6 },
        ],
        colors: words[lang].colors.map((title, index) => ({ id: 30 + index, title, count: 20 - index * 7 })),
      },
      adminEdit: { kind: 'category', id: 10 },
    },
    seo: { breadcrumbs: breadcrumbsFor(country, [words[lang].bathroom]) },
  };
}

export function productPageFor(country: CountryConfig): { page: ProductPage; seo: { breadcrumbs: Crumb[] } } {
  const lang = languageOf(country.isoAlpha2);
  const [product, ...others] = productsFor(country);
  if (!product) throw new Error('no fixture product');
  const variations: Variation[] = words[lang].colors.map((color, index) => ({
    color,
    image_url: null,
    size: [{ name: '', stock: index === 0 ? product.stock : 0, pse_id: product.PRODUCT_SALE_ELEMENT + index }],
  }));
  const reviews: Comment[] = [
    {
      id: 501,
      product_id: product.ID,
      pse_id: null,
      author: words[lang].review.author,
      rating: 5,
      title: words[lang].review.title,
      content: words[lang].review.content,
      created_at: '2026-10-14T09:30:00Z',
      verified_purchase: true,
    },
  ];
  return {
    page: {
      product,
      variations,
      choice: { color: words[lang].colors[0], size: '', pseId: product.PRODUCT_SALE_ELEMENT, hasSizes: false },
      delay: 'next_day',
      // A fixed date, so screenshots do not change from day to day.
      promise: { orderBefore: '13:00', shipsOn: '2026-11-24' },
      cutoffs: { weekday: '13:00', friday: '15:00' },
      step: 1,
      freightFee: null,
      badges: [...words[lang].badges],
      features: [...words[lang].features],
      accessories: others.slice(0, 2),
      recommendations: others.slice(2, 5),
      reviews: { items: reviews, average: 5 },
      reviewAccess: 'sign-in',
    },
    seo: { breadcrumbs: breadcrumbsFor(country, [words[lang].bathroom, words[lang].categories[0]]) },
  };
}

/** The cart with three pieces: one wash basin, two mixers; 0 % lines for a VAT-exempt company. */
export function cartFor(country: CountryConfig, mode: PriceModeChoice): Cart {
  const rate = mode === 'net' ? 0 : rateOf(country);
  const products = productsFor(country);
  const pick = [
    { product: products[0], quantity: 1 },
    { product: products[1], quantity: 2 },
  ];
  const lines = pick.map(({ product, quantity }, index): CartLine => {
    if (!product) throw new Error('no fixture product');
    const unitNet = netFromGross(product.BEST_TAXED_PRICE, product.tax_rate);
    const line = priceLine(unitNet, quantity, rate);
    return {
      cart_item_id: 9001 + index,
      product_id: product.ID,
      product_sale_elements_id: product.PRODUCT_SALE_ELEMENT,
      quantity,
      ref: product.REF,
      title: product.TITLE,
      url: product.URL,
      image_url: product.IMAGE,
      unit_price_cents: line.unitNet,
      // The shopper's gross price as the shop shows it (19 % of 318,49 € back is 379,00 €).
      unit_price_taxed_cents: rate === 0 ? line.unitNet : product.BEST_TAXED_PRICE,
      line_total_cents: line.lineNet,
      line_total_taxed_cents: rate === 0 ? line.lineNet : product.BEST_TAXED_PRICE * quantity,
      quantity_step: 1,
      is_promo: product.IS_PROMO,
      tax_rate: rate,
      is_freight: product.is_freight,
      undeliverable: false,
      fulfilment_center_id: null,
    };
  });
  return {
    id: 41,
    customer_id: null,
    currency: country.currency.code,
    lines,
    coupon_code: null,
    price_basis: mode === 'net' ? 'net' : 'gross',
    discount_cents: 0,
    total_cents: lines.reduce((sum, line) => sum + line.line_total_cents, 0),
    total_taxed_cents: lines.reduce((sum, line) => sum + line.line_total_taxed_cents, 0),
  };
}

/** Delivery costs 5,95 € (DE), 6,90 € (AT), 29,99 Lei (RO), gross. */
function deliveryFor(country: CountryConfig): { net: number; gross: number } {
  const gross = country.isoAlpha2 === 'RO' ? 2999 : country.isoAlpha2 === 'AT' ? 690 : 595;
  return { gross, net: netFromGross(gross, rateOf(country)) };
}

export function cartDataFor(country: CountryConfig, mode: PriceModeChoice): CartLoaderData {
  return { cart: cartFor(country, mode), delivery: deliveryFor(country), centres: {}, variants: {}, countChanged: false, paymentCanceled: false, expressFailed: false, express: ['paypal', 'amazon'] };
}

/** Back from PayPal's express checkout: the payer and address from the wallet filled in. */
function expressFor(country: CountryConfig, methods: PaymentMethod[]): NonNullable<CheckoutLoaderData['express']> {
  const address = addressFor(country);
  const email = emailOf(country);
  return {
    code: 'paypal',
    email,
    expiresAt: '2026-11-23T12:30:00.000Z',
    addressFromWallet: true,
    paymentModuleId: methods.find((method) => method.code === 'paypal')?.id ?? methods[0]?.id ?? 0,
    prefill: {
      email,
      'invoice.firstname': address.firstname,
      'invoice.lastname': address.lastname,
      'invoice.street': address.street,
      'invoice.street_number': address.street_number,
      'invoice.zipcode': address.zipcode,
      'invoice.city': address.city,
      'invoice.phone': address.phone ?? '',
    },
  };
}

const stateNames: Record<CountryCode, string[]> = {
  DE: ['Bayern', 'Berlin', 'Hamburg', 'Nordrhein-Westfalen', 'Sachsen', 'Thüringen'],
  AT: ['Kärnten', 'Niederösterreich', 'Oberösterreich', 'Salzburg', 'Steiermark', 'Tirol', 'Wien'],
  RO: ['Alba', 'Bihor', 'Brașov', 'București', 'Cluj', 'Constanța', 'Iași', 'Timiș'],
};

function statesFor(country: CountryConfig): State[] {
  return stateNames[country.isoAlpha2].map((title, index) => ({ id: 600 + index, title, isocode: null, country_id: country.id }));
}

export function checkoutFor(country: CountryConfig, mode: PriceModeChoice, options: { signedIn?: boolean; express?: boolean } = {}): CheckoutLoaderData {
  const lang = languageOf(country.isoAlpha2);
  const deliveryMethods: DeliveryMethod[] = words[lang].delivery.map((method, index) => ({
    id: 77 + index,
    code: index === 0 ? 'standard' : 'localpickup',
    title: country.isoAlpha2 === 'AT' && index === 1 ? `Abholung im ${austrianPickup.title}` : method.title,
    description: method.description,
    position: index + 1,
    is_local_pickup: index === 1,
  }));
  const paymentMethods: PaymentMethod[] = words[lang].payment.map((method, index) => ({
    id: 20 + index,
    code: method.code,
    title: method.title,
    description: method.description,
    position: index + 1,
    image_url: null,
    // Romania: cash on delivery costs 9,90 Lei.
    fee_cents: method.code === 'ramburs' ? 990 : 0,
  }));
  const pickup = country.isoAlpha2 === 'AT' ? austrianPickup : words[lang].pickup;
  const pickupPoints: PickupPoint[] = [{ id: 3, ...pickup, country_id: country.id, phone: country.support.phone, opening_hours: null }];
  const signedIn = options.signedIn ?? mode === 'net';
  return {
    cart: cartFor(country, mode),
    deliveryMethods,
    paymentMethods,
    offlinePayments: paymentMethods.filter((method) => method.code === 'vorkasse' || method.code === 'ramburs').map((method) => method.title),
    pickupPoints,
    chosenDeliveryId: 77,
    delivery: deliveryFor(country),
    states: statesFor(country).map(({ id, title }) => ({ id, title })),
    customer: signedIn
      ? { email: emailOf(country), firstname: customerOf(country.isoAlpha2).firstname, isCompany: mode === 'net', addresses: [addressFor(country)] }
      : null,
    checkoutKey: '6f1c2d4e-5a7b-4c8d-9e0f-1a2b3c4d5e6f',
    draft: null,
    ...(options.express ? { paymentMethods: paymentMethods.filter((method) => method.code === 'paypal'), express: expressFor(country, paymentMethods) } : { express: null }),
  };
}

function emailOf(country: CountryConfig): string {
  const person = customerOf(country.isoAlpha2);
  return `${person.firstname.toLowerCase()}.${person.lastname.toLowerCase()}@example.com`;
}

export function addressFor(country: CountryConfig): Address {
  const person = customerOf(country.isoAlpha2);
  const lang = languageOf(country.isoAlpha2);
  const countryTitle = country.isoAlpha2 === 'RO' ? 'România' : country.isoAlpha2 === 'AT' ? 'Österreich' : 'Deutschland';
  const state = statesFor(country).find((entry) => ['Sachsen', 'Wien', 'București'].includes(entry.title)) ?? null;
  return {
    id: 301,
    customer_id: 88,
    label: words[lang].addressLabel,
    title_id: 1,
    firstname: person.firstname,
    lastname: person.lastname,
    company: null,
    street: person.street,
    street_number: person.number,
    address_extra: null,
    zipcode: person.zip,
    city: person.city,
    country_id: country.id,
    country_title: countryTitle,
    state_id: state?.id ?? null,
    state_title: state?.title ?? null,
    phone: person.phone,
    cellphone: null,
    is_default: true,
  };
}

export function accountFor(country: CountryConfig, mode: PriceModeChoice): AccountLoaderData {
  const person = customerOf(country.isoAlpha2);
  const lang = languageOf(country.isoAlpha2);
  const cart = cartFor(country, mode);
  const orders: OrderSummary[] = [
    { id: 7001, ref: 'ORD-2026-007001', created_at: '2026-11-02T10:15:00Z', status: 'sent', currency: country.currency.code, total_taxed_cents: cart.total_taxed_cents + deliveryFor(country).gross, item_count: 3 },
    { id: 6815, ref: 'ORD-2026-006815', created_at: '2026-09-18T16:40:00Z', status: 'paid', currency: country.currency.code, total_taxed_cents: productsFor(country)[2]?.BEST_TAXED_PRICE ?? 0, item_count: 1 },
  ];
  const reviews: CustomerReview[] = [
    { id: 901, product_id: 1203, product_title: productsFor(country)[0]?.TITLE ?? '', rating: 5, title: words[lang].review.title, content: words[lang].review.content, status: 'approved', created_at: '2026-11-10T08:00:00Z' },
  ];
  return {
    customer: { firstname: person.firstname, lastname: person.lastname, email: emailOf(country), isCompany: mode === 'net' },
    orders,
    addresses: [addressFor(country)],
    states: statesFor(country),
    reviews,
    editing: null,
    done: null,
    pendingEmail: null,
  };
}

/** What the search engine answers for a term: the products whose title contains it. */
export function productSearchFor(country: CountryConfig, term: string): ProductSearchResult {
  const lang = languageOf(country.isoAlpha2);
  const needle = term.trim().toLocaleLowerCase();
  const products = productsFor(country).filter((product) => product.TITLE.toLocaleLowerCase().includes(needle) || (product.brand_name ?? '').toLocaleLowerCase().includes(needle));
  const categoryTitle = (id: number) => words[lang].categories[id - 11] ?? words[lang].bathroom;
  const counts = new Map<number, number>();
  for (const product of products) counts.set(product.DEFAULT_CATEGORY, (counts.get(product.DEFAULT_CATEGORY) ?? 0) + 1);
  return {
    hits: products.map((product) => ({
      id: product.ID,
      ref: product.REF,
      url: product.URL,
      stock: product.stock,
      title: product.TITLE,
      price: product.BEST_TAXED_PRICE,
      price_without_vat: product.IS_PROMO ? product.PROMO_PRICE : product.PRICE,
      listen_price: product.listen_price,
      image_url: product.IMAGE,
      categories: [categoryTitle(product.DEFAULT_CATEGORY)],
      associated_keyword: {},
      pse_id: product.PRODUCT_SALE_ELEMENT,
      fulfilment_center: null,
    })),
    total: products.length,
    offset: 0,
    limit: 6,
    facets: { categories: [...counts].map(([id, count]) => ({ id, title: categoryTitle(id), count })) },
  };
}

export function contentSearchFor(country: CountryConfig, term: string): ContentSearchResult {
  const lang = languageOf(country.isoAlpha2);
  const needle = term.trim().toLocaleLowerCase();
  const hits = words[lang].content
    .filter((page) => `${page.title} ${page.excerpt}`.toLocaleLowerCase().includes(needle))
    .map((page, index) => ({ id: 40 + index, ...page }));
  return { hits, total: hits.length, offset: 0, limit: 5 };
}

export const allCountries: readonly CountryCode[] = ['DE', 'AT', 'RO'];
