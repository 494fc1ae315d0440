// An order's invoice or credit note (its PDF, or its e-invoice's XML), passed on from the back office to the shopper as it arrives
// (a stream, not buffered here). The back office decides who may have it (the order's owner, or
// the holder of the guest link); anything it refuses answers 404 here, like a page that does not exist.
import { ApiError } from '@shop/api-client';
import { PRIVATE_PAGE_CACHE } from '../seo/cache-policy.ts';

/** What a refused or malformed document address answers. */
export const documentNotFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_PAGE_CACHE } });

/** A positive whole number from a path segment, or null. */
export function pathId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `contentType`: a PDF, or an e-invoice's XML (application/xml). */
export async function streamDocument(fetchDocument: () => Promise<Response>, contentType: 'application/pdf' | 'application/xml' = 'application/pdf'): Promise<Response> {
  let answer: Response;
  try {
    answer = await fetchDocument();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return documentNotFound();
    throw error;
  }
  return new Response(answer.body, {
    status: 200,
    headers: {
      'Content-Type': contentType === 'application/xml' ? 'application/xml; charset=utf-8' : contentType,
      'Content-Disposition': answer.headers.get('content-disposition') ?? `attachment; filename="document.${contentType === 'application/xml' ? 'xml' : 'pdf'}"`,
      'Cache-Control': PRIVATE_PAGE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
