/// <reference path="./country-module.d.ts" />
// The country of the app being built: each app's Vite config points this alias at its own config.
import country from 'virtual:shop-country';
import type { CountryConfig } from './country-config.ts';

export default country as CountryConfig;
