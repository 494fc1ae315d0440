// The frame's data as the browser sees it: nothing secret, everything serialisable.
import type { ShopPublicConfig } from '../server/shop-config.server.ts';

export type MenuItem = { id: number; title: string; href: string; children: MenuItem[] };

export type FrameData = {
  config: ShopPublicConfig;
  shop: {
    storeName: string;
    siteName: string;
    taxTitle: string;
    currencySymbol: string;
    /** The home page's banners, 3:1; `mobileImageUrl` (with its width) for narrow screens. */
    banners: { imageUrl: string; mobileImageUrl: string | null; link: string | null; alt: string }[];
    displayAdvent: boolean;
    social: { network: 'facebook' | 'instagram' | 'youtube' | 'tiktok'; href: string }[];
    shopvote: { id: string; footer: boolean; badge: boolean } | null;
    trustedShop: { id: string; footer: boolean } | null;
    withdrawalFormUrl: string | null;
    tagManagerId: string | null;
    /** Online payments end on the sandbox gateway (locale config payment_sandbox): every page says so. */
    paymentSandbox: boolean;
    linksLeft: { title: string; href: string }[];
    linksRight: { title: string; href: string }[];
    whatsappHref: string | null;
    /** Locale config categories_0_vat (comma list). */
    zeroVatCategories: string;
    priceOnRequest: number[];
    /** Locale config config_min_price in cents: the goods value an order must reach (0: none). */
    minimumOrderCents: number;
  };
  storeInfo: { phone: string; hours: string; email: string | null; address: string } | null;
  salesBar: { message: string; linkHref: string | null; linkText: string | null; dismissible: boolean } | null;
  menu: MenuItem[];
  user: { loggedIn: boolean; firstname: string | null; lastname: string | null; isAdmin: boolean; isCompany: boolean; excludeVat: boolean };
  cartCount: number;
  /** A message for this page only: the session ran out ('Please login again'). */
  notice?: 'session_expired' | null;
  adminUrl: string;
  /** The three shops, for the country selector. */
  shops: { code: 'DE' | 'AT' | 'RO'; href: string; current: boolean }[];
  /** Where the browser queries the search engine (ConfigApi); null when it cannot be loaded. */
  search: { url: string; indexes: { products: string; content: string }; public_search_key: string } | null;
  integrations: { sentryDsn: string | null; chatWidgetUrl: string | null; reviewBadgeUrl: string | null };
  /** The payment methods (codes) the shop offers and whether it has pickup points, for the footer's marks; null when unknown. */
  methods: { payment: string[]; pickup: boolean } | null;
};
