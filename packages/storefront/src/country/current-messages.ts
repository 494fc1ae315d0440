/// <reference path="./country-module.d.ts" />
// The message catalog of this shop's locale: de, de-AT (over de) or ro (see storefrontViteConfig).
export { messages } from 'virtual:shop-messages';
