export { default, ErrorBoundary, Layout, links, shouldRevalidate } from '@shop/storefront/root';
export { loader } from '@shop/storefront/root-loader';
