// Each country app maps this module to its own app/country.ts in its Vite config
// (see storefrontViteConfig); current-country.ts gives it its type.
declare module 'virtual:shop-country' {
  const country: unknown;
  export default country;
}

declare module 'virtual:shop-messages' {
  export const messages: Record<string, string>;
}
