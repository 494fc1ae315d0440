export { default, handleDataRequest, streamTimeout } from '@shop/storefront/entry-server';
