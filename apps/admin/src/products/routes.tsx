import { redirect, type RouteObject } from 'react-router';
import { ProductEditPage, productEditLoader } from './ProductEditPage.tsx';
import { ProductListPage, productListLoader } from './ProductListPage.tsx';

/**
 * The products pages (issue 16). `catalog` is where the storefront's admin bar points; partner
 * products are products of the same catalog, so their edit link opens the same editor.
 */
export const productsRoutes: RouteObject[] = [
  { path: 'products', loader: productListLoader, element: <ProductListPage /> },
  { path: 'catalog', loader: productListLoader, element: <ProductListPage /> },
  { path: 'products/:id', loader: productEditLoader, element: <ProductEditPage /> },
  { path: 'partner-products/:id', loader: ({ params }) => redirect(`/products/${params.id ?? ''}`) },
];
