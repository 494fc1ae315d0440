import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../http/error-handler.ts';
import { seedDemoShop } from '../../seed/index.ts';
import { openTestDatabase, type TestDatabase } from '../../seed/seed-test-databases.ts';
import { bannerImagePath, IMAGE_CACHE_CONTROL, productImagePath } from './image-paths.ts';
import { registerMediaRoutes } from './routes.ts';

describe('image routes', () => {
  let database: TestDatabase;
  const app = Fastify();

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await seedDemoShop(database.handle.db, { products: 30 });
    installErrorHandling(app);
    registerMediaRoutes(app, { db: database.handle.db });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database?.close();
  });

  it('serves a product picture in the variant’s colour at the asked width, cached for a year', async () => {
    const variant = await database.handle.db
      .selectFrom('product_sale_element as pse')
      .innerJoin('attribute_av as av', 'av.id', 'pse.color_av_id')
      .select(['pse.product_id', 'pse.color_av_id', 'av.hex'])
      .where('pse.product_id', '=', 3)
      .executeTakeFirstOrThrow();
    const response = await app.inject(`${productImagePath(variant.product_id, variant.color_av_id)}?w=240`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(response.body).toContain('width="240"');
    expect(response.body).toContain(variant.hex ?? 'no colour');
    expect((await app.inject(productImagePath(3, null))).statusCode).toBe(200);
  });

  it('serves the banners and answers 404 for what does not exist', async () => {
    const banner = await app.inject(bannerImagePath('DE', 1));
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('viewBox="0 0 1200 400"');
    expect((await app.inject('/images/products/99999/1.svg')).statusCode).toBe(404);
    expect((await app.inject('/images/products/3/9999.svg')).statusCode).toBe(404);
    expect((await app.inject('/images/products/abc/1.svg')).statusCode).toBe(404);
    expect((await app.inject('/images/banners/de/7.svg')).statusCode).toBe(404);
  });
});
