// Each country app maps this module to its own app/country.ts in its Vite config
// (see storefrontViteConfig), so shared screens read the country without prop drilling.
declare module 'virtual:shop-country' {
  import type { CountryConfig } from './country-config.ts';
  const country: CountryConfig;
  export default country;
}
