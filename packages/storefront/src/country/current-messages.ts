/// <reference path="./country-module.d.ts" />
// The message catalog of this shop's language (see storefrontViteConfig).
export { messages } from 'virtual:shop-messages';
