// The breadcrumb trail of a category: home, then every category from the top down to it.
import { calls } from '@shop/contract';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import type { Crumb } from './json-ld.ts';
import { ownUrl } from './seo-context.server.ts';
import { seoTexts } from './seo-texts.server.ts';

const MAX_DEPTH = 8;

export function homeCrumb(): Crumb {
  return { name: seoTexts.homeCrumb(), url: ownUrl('/') };
}

/** Home and the category's ancestors down to it; a category that cannot be read ends the trail. */
export async function categoryTrail(backend: Backend, categoryId: number): Promise<Crumb[]> {
  const trail: Crumb[] = [];
  let id = categoryId;
  for (let depth = 0; id > 0 && depth < MAX_DEPTH; depth += 1) {
    try {
      // Same call and input as the listing's own, so it is answered from the helper cache.
      const { data } = await backend.cachedHelper(calls.helper.category, { query: { category_id: id, visible: 1, locale: country.locale } });
      trail.unshift({ name: data.TITLE, url: ownUrl(data.URL) });
      id = data.PARENT;
    } catch {
      break;
    }
  }
  return [homeCrumb(), ...trail];
}
