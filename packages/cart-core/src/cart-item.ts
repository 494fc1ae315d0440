// Cart types owned by this package. @shop/contract is written in parallel; once it settles these
// should be checked against its schemas (field names follow the spec, section 3 'Cart item').
//
// Units: every price is an integer number of cents of the shop currency (never a float of euros);
// the conversion from the back office's decimal prices happens at the API edge, not here.
// Quantities are whole pieces.

/** One size of a colour variation, with its stock in pieces. */
export type CartVariationSize = {
  name: string;
  stock: number;
};

/** A colour the product comes in, with the sizes available in that colour. */
export type CartVariation = {
  color: string;
  size: readonly CartVariationSize[];
};

/** A line of the cart. There is at most one line per PRODUCT_SALE_ELEMENT. */
export type CartItem = {
  /** Product id (the /product/{id} page). */
  id: number;
  /** Product sale element id (the variant): identifies the line. */
  PRODUCT_SALE_ELEMENT: number;
  REF: string;
  TITLE: string;
  URL: string;
  PSE_URL?: string;
  /** Main image URL. */
  IMAGE?: string;
  /** Further image URLs, when the product has an image list rather than one image. */
  IMAGES?: readonly string[];
  brand_name?: string;
  category?: readonly string[];
  DEFAULT_CATEGORY?: string;

  /** Gross unit price in cents (VAT included) after promotion: gross promo price when IS_PROMO, else TAXED_PRICE. */
  BEST_TAXED_PRICE: number;
  /** Gross regular unit price in cents (VAT included). */
  TAXED_PRICE: number;
  /** Net regular unit price in cents (VAT excluded). */
  PRICE: number;
  /** Net promo unit price in cents (VAT excluded); only meaningful when IS_PROMO. */
  PROMO_PRICE: number;
  IS_PROMO: boolean;

  /** Back-office cart this line was added to. */
  cartId?: number;
  /** Back-office id of this line, needed to update or delete it on the server. */
  cartItemId?: number;
  /** Pieces on this line: always a positive multiple of quantityStep. */
  quantity: number;
  /** As reported by the back office; its meaning is not shown in the spec, so no transition reads it. */
  quantityRemain?: number;
  /** The product's multiplier attribute: quantities go in steps of this many pieces (1 when unknown). */
  quantityStep: number;

  /** Fulfilment centre id chosen for this line. */
  selectedFulfilmentCenter?: number;
  selectedProductColor?: string;
  selectedProductSize?: string;
  variation?: readonly CartVariation[];
  /** Pieces in stock. */
  stock?: number;
  tag?: readonly string[];
  /** Set when the line cannot be delivered to the chosen address; checkout warns about it. */
  undeliverable: boolean;
};

/** What a caller hands to addItem: the step defaults to 1 and undeliverable to false. */
export type CartItemInput = Omit<CartItem, 'quantityStep' | 'undeliverable'> & {
  quantityStep?: number;
  undeliverable?: boolean;
};

/** Fields updateItem may patch. The sale element is the line's identity; quantity goes through updateQuantity. */
export type CartItemPatch = Partial<Omit<CartItem, 'PRODUCT_SALE_ELEMENT' | 'quantity'>>;

export type CartState = {
  /** Back-office cart id (stored under the browser key cart_id). */
  cartId?: number;
  /** Chosen delivery method id (stored under the browser key delivery_id). */
  deliveryId?: number;
  items: readonly CartItem[];
};

export const emptyCart: CartState = { items: [] };
