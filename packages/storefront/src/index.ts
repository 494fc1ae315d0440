export { defineCountry, originFromEnvironment, type CountryConfig, type CountryFlags } from './country/country-config.ts';
