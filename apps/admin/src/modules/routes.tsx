import type { RouteObject } from 'react-router';
import { ModulesPage, modulesLoader } from './ModulesPage.tsx';
import { PickupPointPage, pickupPointLoader } from './PickupPointPage.tsx';

/** The modules pages (issue 16): payment and delivery methods per country, pickup points. */
export const modulesRoutes: RouteObject[] = [
  { path: 'modules', loader: modulesLoader, element: <ModulesPage /> },
  { path: 'modules/pickup-points/new', loader: pickupPointLoader, element: <PickupPointPage /> },
  { path: 'modules/pickup-points/:id', loader: pickupPointLoader, element: <PickupPointPage /> },
];
