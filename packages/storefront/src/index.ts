export { defineCountry, type CountryConfig, type CountryFlags } from './country/country-config.ts';
