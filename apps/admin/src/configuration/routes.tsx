import type { RouteObject } from 'react-router';
import { ConfigurationPage, configurationLoader } from './ConfigurationPage.tsx';

/** The configuration page (issue 16): the locale config per shop country. */
export const configurationRoutes: RouteObject[] = [{ path: 'configuration', loader: configurationLoader, element: <ConfigurationPage /> }];
