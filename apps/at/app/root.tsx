export { default, ErrorBoundary, Layout, links } from '@shop/storefront/root';
export { loader } from '@shop/storefront/root-loader';
