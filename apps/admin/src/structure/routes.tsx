import type { RouteObject } from 'react-router';
import { BrandDetailPage, BrandListPage, NewBrandPage, brandDetailLoader, brandListLoader } from './BrandPages.tsx';
import { CategoryDetailPage, NewCategoryPage, categoryDetailLoader, newCategoryLoader } from './CategoryDetailPage.tsx';
import { CategoryTreePage, categoryTreeLoader } from './CategoryTreePage.tsx';
import { FeatureListPage, FeaturePage, NewFeaturePage, featureListLoader, featureLoader } from './FeaturePages.tsx';
import { ContentPage, FoldersPage, NewContentPage, contentLoader, foldersLoader, newContentLoader } from './ContentPages.tsx';

/** The shop's structure (issue 16): categories, brands, folders and content pages. */
export const structureRoutes: RouteObject[] = [
  { path: 'categories', loader: categoryTreeLoader, element: <CategoryTreePage /> },
  { path: 'categories/new', loader: newCategoryLoader, element: <NewCategoryPage /> },
  { path: 'categories/:id', loader: categoryDetailLoader, element: <CategoryDetailPage /> },
  { path: 'brands', loader: brandListLoader, element: <BrandListPage /> },
  { path: 'brands/new', element: <NewBrandPage /> },
  { path: 'brands/:id', loader: brandDetailLoader, element: <BrandDetailPage /> },
  { path: 'features', loader: featureListLoader, element: <FeatureListPage /> },
  { path: 'features/new', element: <NewFeaturePage /> },
  { path: 'features/:id', loader: featureLoader, element: <FeaturePage /> },
  { path: 'folders', loader: foldersLoader, element: <FoldersPage /> },
  { path: 'contents/new', loader: newContentLoader, element: <NewContentPage /> },
  { path: 'contents/:id', loader: contentLoader, element: <ContentPage /> },
];
