import type { RouteObject } from 'react-router';
import { ReviewsPage, reviewsLoader } from './ReviewsPage.tsx';

/** The review moderation page (issue 14). */
export const reviewsRoutes: RouteObject[] = [{ path: 'reviews', loader: reviewsLoader, element: <ReviewsPage /> }];
