// One set of contact details per shop: the store info the back office keeps (header, footer,
// imprint, mails), and only where it could not be loaded (a failed start, a 503) the country's
// constant, which equals the seeded store info (tooling/e2e/src/contact-details.test.ts).
import { useRouteLoaderData } from 'react-router';
import country from '../country/current-country.ts';
import type { FrameData } from './frame-data.ts';

export type ContactDetails = { phone: string; hours: string; email: string };

export function useContactDetails(): ContactDetails {
  const frame = useRouteLoaderData('root') as FrameData | undefined;
  const info = frame?.storeInfo;
  if (!info) return country.support;
  return { phone: info.phone, hours: info.hours, email: info.email ?? country.support.email };
}
