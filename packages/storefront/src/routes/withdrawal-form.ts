import { calls } from '@shop/contract';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import country from '../country/current-country.ts';
import { backendOf } from '../server/request-backend.server.ts';

/** /widerrufsformular: the withdrawal form named in the locale config (spec section 2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const backend = await backendOf(request);
  const config = await backend.cachedHelper(calls.helper.localeConfig, { query: { locale: country.locale } });
  const target = config.data.withdrawal_form_url;
  if (!target) throw data({ reason: 'content-fetch-failed' }, { status: 404 });
  return redirect(target);
}
