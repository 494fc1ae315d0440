export { default, ErrorBoundary, Layout, links, shouldRevalidate } from '@shop/storefront/root';
export { loader, middleware } from '@shop/storefront/root-loader';
