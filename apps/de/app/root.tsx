export { default, ErrorBoundary, Layout, shouldRevalidate } from '@shop/storefront/root';
export { loader, middleware } from '@shop/storefront/root-loader';
