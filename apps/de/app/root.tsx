export { default, ErrorBoundary, Layout, links } from '@shop/storefront/root';
