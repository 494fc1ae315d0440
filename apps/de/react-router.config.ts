export { default } from '@shop/storefront/react-router-config';
