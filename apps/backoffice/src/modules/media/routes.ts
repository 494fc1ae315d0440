// GET /images/products/:productId/:colour.svg and /images/banners/:country/:n.svg, with ?w= for
// the width. Pictures are drawn on request and never change for a URL, so they are cached for a
// year by browsers and CDNs. Uploaded photos: /images/uploads/:id.webp, banner images:
// /images/banner-uploads/:id.webp; product documents (PDF):
// /documents/products/:productId/:id.pdf.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { renderBannerImage } from './banner-image.ts';
import { createProductPictureLookup } from './image-lookup.ts';
import { IMAGE_CACHE_CONTROL, imageWidthFromQuery, parseBannerImagePath, parseProductImagePath, SVG_CONTENT_TYPE } from './image-paths.ts';
import { renderProductImage } from './product-image.ts';
import { DOCUMENT_CACHE_CONTROL, parseProductDocumentPath, safeFileName } from './product-document.ts';
import { findProductDocument, findUploadedWebp } from './upload-repository.ts';
import { parseUploadedBannerPath } from './banner-upload.ts';
import { parseUploadedImagePath, resizedWebp, servedWidth } from './uploaded-image.ts';

const RESIZED_KEPT = 300;

export interface MediaRouteOptions {
  /** Needed for product pictures (type and colour come from the catalog); banners work without. */
  db?: Kysely<Database>;
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('content-type', SVG_CONTENT_TYPE).header('cache-control', IMAGE_CACHE_CONTROL).header('x-content-type-options', 'nosniff').send(svg);
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

export function registerMediaRoutes(app: FastifyInstance, options: MediaRouteOptions = {}): void {
  const lookup = options.db ? createProductPictureLookup(options.db) : null;

  app.get<{ Querystring: { w?: string } }>('/images/products/:productId/:file', async (request, reply) => {
    const target = parseProductImagePath(pathOf(request.url));
    if (!target || !lookup) throw notFound('not_found', 'No such image');
    const picture = await lookup(target.productId, target.colorAvId);
    if (!picture) throw notFound('not_found', 'No such image');
    return sendSvg(reply, renderProductImage(picture.productType, picture.colorHex, imageWidthFromQuery(request.query.w)));
  });

  // Uploaded photos and banner images in the asked width; the last few hundred answers are kept in memory.
  const resized = new Map<string, Buffer>();
  const serveUpload = (route: string, table: 'product_image' | 'banner_image', parse: (path: string) => number | null) =>
    app.get<{ Querystring: { w?: string } }>(route, async (request, reply) => {
      const imageId = parse(pathOf(request.url));
      if (imageId === null || !options.db) throw notFound('not_found', 'No such image');
      const width = servedWidth(imageWidthFromQuery(request.query.w));
      const key = `${table}:${imageId}:${width}`;
      let bytes = resized.get(key);
      if (!bytes) {
        const stored = await findUploadedWebp(options.db, table, imageId);
        if (!stored) throw notFound('not_found', 'No such image');
        bytes = await resizedWebp(Buffer.from(stored), width);
        if (resized.size >= RESIZED_KEPT) resized.delete(resized.keys().next().value ?? key);
        resized.set(key, bytes);
      }
      return reply.header('content-type', 'image/webp').header('cache-control', IMAGE_CACHE_CONTROL).header('x-content-type-options', 'nosniff').send(bytes);
    });
  serveUpload('/images/uploads/:file', 'product_image', parseUploadedImagePath);
  serveUpload('/images/banner-uploads/:file', 'banner_image', parseUploadedBannerPath);

  app.get<{ Querystring: { w?: string } }>('/images/banners/:country/:file', async (request, reply) => {
    const target = parseBannerImagePath(pathOf(request.url));
    const svg = target ? renderBannerImage(target.country, target.n, imageWidthFromQuery(request.query.w ?? '1200')) : null;
    if (!svg) throw notFound('not_found', 'No such image');
    return sendSvg(reply, svg);
  });

  // Product documents (PDF), served inline under the name they were uploaded with.
  app.get('/documents/products/:productId/:file', async (request, reply) => {
    const target = parseProductDocumentPath(pathOf(request.url));
    if (!target || !options.db) throw notFound('not_found', 'No such document');
    const stored = await findProductDocument(options.db, target.productId, target.documentId);
    if (!stored) throw notFound('not_found', 'No such document');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${safeFileName(stored.file_name)}"`)
      .header('cache-control', DOCUMENT_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(stored.pdf));
  });
}
