export { default, handleDataRequest, handleError, streamTimeout } from '@shop/storefront/entry-server';
