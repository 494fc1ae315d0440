// Content pages: the informational routes and content found through the catch-all.
import { calls, type Content } from '@shop/contract';
import { data, redirect } from 'react-router';
import { orNotFound } from '../catalog/not-found.server.ts';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import { localTarget } from '../security/local-target.ts';
import { safeHtml } from './safe-html.server.ts';

/** The content shown under a fixed path such as /datenschutz, in this shop's language. */
export async function loadContentAtPath(backend: Backend, pathname: string): Promise<Content> {
  const viewUrl = pathname.replace(/^\/+/, '');
  const resolved = await orNotFound(
    backend.backOffice(calls.backoffice.rewriting, { query: { view_locale: country.locale, view_url: viewUrl } }),
    'content-fetch-failed',
  );
  if (resolved.view !== 'content') throw data({ reason: 'content-type-not-found' }, { status: 404 });
  // A German path in the Romanian shop lives under a Romanian slug: send the shopper there.
  if (resolved.view_url !== viewUrl) throw redirect(localTarget(`/${resolved.view_url}`, country.origin), 301);
  return loadContent(backend, resolved.view_id);
}

export async function loadContent(backend: Backend, contentId: number): Promise<Content> {
  const answer = await orNotFound(
    backend.cachedHelper(calls.helper.content, { query: { content_id: contentId, locale: country.locale } }),
    'content-fetch-failed',
  );
  // Rendered as HTML: sanitised here, before the page or its data leaves.
  return { ...answer.data, description: safeHtml(answer.data.description) };
}
