// The admin's product calls: list and search, one product, the edit form (texts, active, brand,
// categories), a variant (reference, EAN, quantity step, stock per centre) and price changes, each
// in one audited transaction. A product saved by someone else since the form was opened is refused
// (product_changed); a price changed by someone else since it was shown too (price_changed).
import { countryFactsOf } from '@shop/contract';
import { adminCalls, PRICE_COUNTRY_IDS, productAdminMessages, productDocumentUploadFieldsSchema, stockReasonSchema, type ProductDetail, type ProductDocumentUploadFields, type ProductListRow } from '@shop/contract/admin';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { parsePart } from '../../http/parse-part.ts';
import { DOCUMENT_MAX_BYTES, isPdf, normalizeUpload, productDocumentPath, UPLOAD_MAX_BYTES, uploadedImagePath } from '../media/index.ts';
import { dayIn, loadShopCountry, startOfDayIn } from '../shop/index.ts';
import { setShopReorderPoint, setStockIfUnchanged, shopReorderPoint, stockMovementsOf } from '../stock/index.ts';
import { cancelScheduledPrice, changePrices } from './prices.ts';
import {
  accessoriesOf,
  allBrands,
  allCategories,
  featuresOf,
  productIdsByRef,
  replaceAccessories,
  setFeatureValues,
  deleteDocuments,
  deleteImages,
  documentsOf,
  replaceSafety,
  safetyOf,
  insertDocument,
  updateDocument,
  imagesOf,
  insertImage,
  updateImage,
  findProduct,
  findVariantOf,
  fulfilmentCenterIds,
  pricesOf,
  productCategoryIds,
  productShopPath,
  productTexts,
  replaceCategoryLinks,
  scheduledPricesOf,
  searchProducts,
  stockOf,
  updateProductRow,
  updateVariantRow,
  variantsOf,
  variantWithRef,
} from './product-admin-repository.ts';
import { replaceTexts } from './product-texts.ts';

/** How many of a variant's newest stock movements the editor shows. */
const MOVEMENTS_SHOWN = 15;

const fieldError = (path: string, message: string) => new AppError('validation_failed', { fields: [{ path, message }] });
const emptyText = { title: '', chapo: '', description: '', meta_title: '', meta_description: '' };

type CategoryRow = { id: number; parent_id: number | null; position: number; title: string | null };

/** Categories in tree order with their depth (roots first, children under their parent). */
function categoryTree(rows: CategoryRow[]) {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const ordered: { id: number; title: string; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      ordered.push({ id: row.id, title: row.title ?? `#${row.id}`, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

/** The categories and every ancestor of them: what product_category links (listings look up one row). */
function withAncestors(rows: CategoryRow[], ids: number[]): number[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const all = new Set<number>();
  for (const id of ids) {
    for (let at: number | null | undefined = id; at != null && !all.has(at); at = parentOf.get(at)) all.add(at);
  }
  return [...all].sort((a, b) => a - b);
}

/** The linked categories that are not just the ancestor of another linked one. */
function filedUnder(rows: CategoryRow[], linked: number[]): number[] {
  const parents = new Set(rows.filter((row) => linked.includes(row.id)).map((row) => row.parent_id));
  return linked.filter((id) => !parents.has(id));
}

export async function readProductDetail(deps: Deps, id: number): Promise<ProductDetail> {
  const { db } = deps;
  const product = await findProduct(db, id);
  if (!product) throw notFound('product_not_found');
  const [texts, linked, categories, brands, variants, shopPath, countries, images, features, accessories] = await Promise.all([
    productTexts(db, id),
    productCategoryIds(db, id),
    allCategories(db),
    allBrands(db),
    variantsOf(db, id),
    productShopPath(db, id),
    Promise.all(PRICE_COUNTRY_IDS.map((countryId) => loadShopCountry(db, countryId, deps.now()))),
    imagesOf(db, id),
    featuresOf(db, id),
    accessoriesOf(db, id),
  ]);
  const [documents, safety] = await Promise.all([documentsOf(db, id), safetyOf(db, id)]);
  const pseIds = variants.map((variant) => variant.id);
  const [stock, prices, scheduled, movements] = await Promise.all([
    stockOf(db, pseIds),
    pricesOf(db, pseIds),
    scheduledPricesOf(db, pseIds),
    Promise.all(pseIds.map((pseId) => stockMovementsOf(db, pseId, MOVEMENTS_SHOWN))),
  ]);
  const vatOf = new Map(countries.map((country) => [country.id, country.vatRate]));
  const textOf = (lang: 'de' | 'ro') => {
    const row = texts.find((text) => text.lang === lang);
    return row ? { title: row.title, chapo: row.chapo, description: row.description, meta_title: row.meta_title, meta_description: row.meta_description } : emptyText;
  };
  return {
    id: product.id,
    ref: product.ref,
    active: product.visible === 1,
    brand_id: product.brand_id,
    default_category_id: product.default_category_id,
    category_ids: filedUnder(categories, linked),
    updated_at: product.updated_at,
    texts: { de: textOf('de'), ro: textOf('ro') },
    shop_path: shopPath,
    documents: documents.map((document) => ({ id: document.id, url: productDocumentPath(id, document.id), title_de: document.title_de, title_ro: document.title_ro, file_name: document.file_name, byte_size: document.byte_size })),
    features,
    safety: safety ?? { manufacturer_name: '', manufacturer_address: '', manufacturer_email: '', information_de: '', information_ro: '' },
    accessories: accessories.map((accessory) => ({ id: accessory.id, ref: accessory.ref, title: accessory.title ?? accessory.ref })),
    images: images.map((image) => ({ id: image.id, url: uploadedImagePath(image.id), width: image.width, height: image.height, alt_de: image.alt_de, alt_ro: image.alt_ro })),
    variants: variants.map((variant, index) => ({
      id: variant.id,
      ref: variant.ref,
      ean: variant.ean,
      color: variant.color,
      size: variant.size,
      is_default: variant.is_default === 1,
      quantity_step: variant.quantity_step,
      reorder_point: variant.reorder_point,
      stock: stock.filter((row) => row.pse_id === variant.id).map((row) => ({ center_id: row.center_id, center: row.center, quantity: row.quantity ?? 0 })),
      movements: (movements[index] ?? []).map((row) => ({ ...row, reason: stockReasonSchema.parse(row.reason) })),
      prices: prices
        .filter((row) => row.pse_id === variant.id)
        .map((row) => ({
          country_id: row.country_id,
          currency_code: row.currency_code,
          vat_rate: vatOf.get(row.country_id) ?? 0,
          price_cents: row.price_cents,
          promo_price_cents: row.is_promo === 1 ? row.promo_price_cents : null,
          list_price_cents: row.list_price_cents,
          scheduled: scheduled
            .filter((next) => next.pse_id === variant.id && next.country_id === row.country_id)
            .map((next) => ({ id: next.id, price_cents: next.price_cents, promo_price_cents: next.promo_price_cents, valid_from: next.valid_from })),
        })),
    })),
    choices: choicesFrom(brands, categories, await shopReorderPoint(deps.db)),
  };
}

function choicesFrom(brands: { id: number; title: string | null }[], categories: CategoryRow[], reorderPoint: number) {
  return { reorder_point: reorderPoint, brands: brands.map((brand) => ({ id: brand.id, title: brand.title ?? `#${brand.id}` })), categories: categoryTree(categories) };
}

export function registerProductAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { list, choices, detail, update, updateVariant, uploadImage, saveImages, uploadDocument, saveDocuments, saveFeatures, saveSafety, saveAccessories, changePrices: changePricesCall, cancelScheduledPrice: cancelScheduledPriceCall } = adminCalls.products;

  register(list, async ({ query }) => {
    const { rows, total } = await searchProducts(deps.db, {
      q: query.q,
      categoryId: query.category_id,
      brandId: query.brand_id,
      stock: query.stock,
      active: query.active,
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    });
    const data: ProductListRow[] = rows.map((row) => ({
      id: row.id,
      ref: row.ref,
      title: row.title ?? row.ref,
      brand: row.brand ?? null,
      category: row.category ?? null,
      active: row.visible === 1,
      variant_count: Number(row.variant_count ?? 0),
      stock: Number(row.stock ?? 0),
      price_de_cents: row.price_de_cents == null ? null : Number(row.price_de_cents),
    }));
    return { data, total, page: query.page, per_page: query.per_page };
  });

  register(choices, async () => {
    const [brands, categories, reorderPoint] = await Promise.all([allBrands(deps.db), allCategories(deps.db), shopReorderPoint(deps.db)]);
    return { data: choicesFrom(brands, categories, reorderPoint) };
  });

  register(adminCalls.products.setReorderPoint, async ({ body, write }) =>
    write(async (trx, audit) => {
      const before = await shopReorderPoint(trx);
      await setShopReorderPoint(trx, body.reorder_point);
      await audit({ action: 'stock.reorder_point', entity: 'system_config', entityId: 'stock_reorder_point', before: { reorder_point: before }, after: { reorder_point: body.reorder_point } });
      return { data: { reorder_point: body.reorder_point } };
    }),
  );

  register(detail, async ({ params }) => ({ data: await readProductDetail(deps, params.id) }));

  register(update, async ({ params, body, write }) => {
    const categories = await allCategories(deps.db);
    const known = new Set(categories.map((row) => row.id));
    if (!known.has(body.default_category_id)) throw fieldError('default_category_id', productAdminMessages.unknown_category);
    const unknownIndex = body.category_ids.findIndex((id) => !known.has(id));
    if (unknownIndex >= 0) throw fieldError(`category_ids.${unknownIndex}`, productAdminMessages.unknown_category);
    if (body.brand_id !== null && !(await allBrands(deps.db)).some((brand) => brand.id === body.brand_id)) throw fieldError('brand_id', productAdminMessages.unknown_brand);
    const links = withAncestors(categories, [body.default_category_id, ...body.category_ids]);
    const saved = await write(async (trx, audit) => {
      const current = await findProduct(trx, params.id);
      if (!current) throw notFound('product_not_found');
      const before = { active: current.visible === 1, brand_id: current.brand_id, default_category_id: current.default_category_id, categories: await productCategoryIds(trx, params.id), texts: await productTexts(trx, params.id) };
      // Milliseconds apart from the version saved before, so two saves never share one.
      const at = new Date(Math.max(deps.now().getTime(), new Date(current.updated_at).getTime() + 1)).toISOString();
      const versionKept = await updateProductRow(trx, params.id, body.updated_at, { visible: body.active ? 1 : 0, brand_id: body.brand_id, default_category_id: body.default_category_id, updated_at: at });
      if (!versionKept) throw new AppError('product_changed');
      const texts = (['de', 'ro'] as const).map((lang) => ({ lang, ...body.texts[lang] }));
      await replaceTexts(trx, params.id, texts);
      await replaceCategoryLinks(trx, params.id, links);
      await audit({
        action: 'product.update',
        entity: 'product',
        entityId: params.id,
        before,
        after: { active: body.active, brand_id: body.brand_id, default_category_id: body.default_category_id, categories: links, texts },
      });
      return { status_code: 200 as const, data: { updated_at: at } };
    });
    // Category counts and menus of this process are rebuilt from the committed links.
    deps.categories.invalidate();
    return saved;
  });

  register(updateVariant, async ({ params, body, staff, write }) => {
    const centers = new Set((await fulfilmentCenterIds(deps.db)).map((row) => row.id));
    const unknownCenter = body.stock.findIndex((row) => !centers.has(row.center_id));
    if (unknownCenter >= 0) throw fieldError(`stock.${unknownCenter}.center_id`, productAdminMessages.unknown_center);
    return write(async (trx, audit) => {
      const variant = await findVariantOf(trx, params.id, params.pse_id);
      if (!variant) throw notFound('not_found', 'Variant not found');
      const owner = await variantWithRef(trx, body.ref);
      if (owner && owner.id !== variant.id) throw fieldError('ref', productAdminMessages.ref_taken);
      const before = { ...variant, stock: (await stockOf(trx, [variant.id])).map((row) => ({ center_id: row.center_id, quantity: row.quantity ?? 0 })) };
      await updateVariantRow(trx, variant.id, { ref: body.ref, ean: body.ean, quantity_step: body.quantity_step, ...(body.reorder_point === undefined ? {} : { reorder_point: body.reorder_point }) });
      // A number left as shown is not written (orders meanwhile keep their units); a changed one only
      // while the stock is still what the form showed. A refusal rolls back the whole save.
      const at = deps.now().toISOString();
      // In centre order, as orders lock stock rows, so a save and an order cannot deadlock.
      const changed = body.stock
        .map((row, index) => ({ ...row, index }))
        .filter((row) => row.quantity !== row.expected)
        .sort((a, b) => a.center_id - b.center_id);
      const stale: number[] = [];
      for (const row of changed) {
        const move = { pseId: variant.id, centreId: row.center_id, expected: row.expected, quantity: row.quantity, reason: 'manual' as const, note: body.stock_note || null, actor: staff.email, at };
        if (!(await setStockIfUnchanged(trx, move)).saved) stale.push(row.index);
      }
      if (stale.length > 0) {
        throw new AppError('stock_changed', { fields: stale.map((index) => ({ path: `stock.${index}.quantity`, message: productAdminMessages.stock_changed })) });
      }
      await audit({ action: 'product.variant', entity: 'product', entityId: params.id, before, after: { id: variant.id, ...body } });
      return { status_code: 200 as const };
    });
  });

  // A photo: read whole (at most 15 MB), checked and converted by sharp before the transaction.
  register(uploadImage, async ({ params, request, write }) => {
    if (!(await findProduct(deps.db, params.id))) throw notFound('product_not_found');
    if (!request.isMultipart()) throw fieldError('file', productAdminMessages.image_unreadable);
    const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!file) throw fieldError('file', productAdminMessages.image_unreadable);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw fieldError('file', productAdminMessages.image_too_large);
    }
    const image = await normalizeUpload(bytes);
    if (!image) throw fieldError('file', productAdminMessages.image_unreadable);
    return write(async (trx, audit) => {
      const id = await insertImage(trx, params.id, image, deps.now().toISOString());
      await audit({ action: 'product.image_upload', entity: 'product', entityId: params.id, after: { image_id: id, file_name: file.filename, width: image.width, height: image.height } });
      return { status_code: 200 as const, data: { id, width: image.width, height: image.height } };
    });
  });

  // Order, alternative texts, and removal of the photos left out.
  register(saveImages, async ({ params, body, write }) =>
    write(async (trx, audit) => {
      const current = await imagesOf(trx, params.id);
      const known = new Set(current.map((image) => image.id));
      const unknown = body.images.findIndex((image) => !known.has(image.id));
      if (unknown >= 0) throw fieldError(`images.${unknown}.id`, productAdminMessages.unknown_image);
      const kept = new Set(body.images.map((image) => image.id));
      await deleteImages(trx, params.id, [...known].filter((id) => !kept.has(id)));
      for (const [index, image] of body.images.entries()) await updateImage(trx, params.id, image.id, { position: index + 1, alt_de: image.alt_de, alt_ro: image.alt_ro });
      await audit({
        action: 'product.images',
        entity: 'product',
        entityId: params.id,
        before: current.map((image) => ({ id: image.id, alt_de: image.alt_de, alt_ro: image.alt_ro })),
        after: body.images,
      });
      return { status_code: 200 as const };
    }),
  );

  // A document: the title fields come first, then the file, read whole (at most 20 MB) and checked
  // to be a PDF before the transaction.
  register(uploadDocument, async ({ params, request, write }) => {
    if (!(await findProduct(deps.db, params.id))) throw notFound('product_not_found');
    if (!request.isMultipart()) throw fieldError('file', productAdminMessages.document_not_pdf);
    const file = await request.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 } });
    if (!file) throw fieldError('file', productAdminMessages.document_not_pdf);
    const fieldValue = (name: string) => {
      const field = file.fields[name];
      return field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
    };
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw fieldError('file', productAdminMessages.document_too_large);
    }
    const titles = parsePart(productDocumentUploadFieldsSchema, { title_de: fieldValue('title_de'), title_ro: fieldValue('title_ro') }) as ProductDocumentUploadFields;
    if (!isPdf(bytes)) throw fieldError('file', productAdminMessages.document_not_pdf);
    return write(async (trx, audit) => {
      const id = await insertDocument(trx, params.id, { pdf: bytes, ...titles, file_name: file.filename.replaceAll('\u0000', '').slice(0, 255) }, deps.now().toISOString());
      await audit({ action: 'product.document_upload', entity: 'product', entityId: params.id, after: { document_id: id, file_name: file.filename, byte_size: bytes.byteLength, ...titles } });
      return { status_code: 200 as const, data: { id, url: productDocumentPath(params.id, id) } };
    });
  });

  // Order and titles, and removal of the documents left out.
  register(saveDocuments, async ({ params, body, write }) =>
    write(async (trx, audit) => {
      const current = await documentsOf(trx, params.id);
      const known = new Set(current.map((document) => document.id));
      const unknown = body.documents.findIndex((document) => !known.has(document.id));
      if (unknown >= 0) throw fieldError(`documents.${unknown}.id`, productAdminMessages.unknown_document);
      const kept = new Set(body.documents.map((document) => document.id));
      await deleteDocuments(trx, params.id, [...known].filter((id) => !kept.has(id)));
      for (const [index, document] of body.documents.entries()) await updateDocument(trx, params.id, document.id, { position: index + 1, title_de: document.title_de, title_ro: document.title_ro });
      await audit({
        action: 'product.documents',
        entity: 'product',
        entityId: params.id,
        before: current.map((document) => ({ id: document.id, title_de: document.title_de, title_ro: document.title_ro, file_name: document.file_name })),
        after: body.documents,
      });
      return { status_code: 200 as const };
    }),
  );

  register(saveFeatures, async ({ params, body, write }) => {
    if (!(await findProduct(deps.db, params.id))) throw notFound('product_not_found');
    const known = new Set((await featuresOf(deps.db, params.id)).map((feature) => feature.feature_id));
    const unknown = body.features.findIndex((feature) => !known.has(feature.feature_id));
    if (unknown >= 0) throw fieldError(`features.${unknown}.feature_id`, productAdminMessages.unknown_feature);
    return write(async (trx, audit) => {
      const before = (await featuresOf(trx, params.id)).filter((feature) => feature.value_de !== '' || feature.value_ro !== '');
      await setFeatureValues(
        trx,
        params.id,
        body.features.flatMap((feature) => [
          { feature_id: feature.feature_id, lang: 'de', value: feature.value_de },
          { feature_id: feature.feature_id, lang: 'ro', value: feature.value_ro },
        ]),
      );
      await audit({ action: 'product.features', entity: 'product', entityId: params.id, before, after: body.features });
      return { status_code: 200 as const };
    });
  });

  register(saveSafety, async ({ params, body, write }) => {
    if (!(await findProduct(deps.db, params.id))) throw notFound('product_not_found');
    const safety = Object.values(body).some((field) => field !== '') ? body : null;
    return write(async (trx, audit) => {
      const before = (await safetyOf(trx, params.id)) ?? null;
      await replaceSafety(trx, params.id, safety);
      await audit({ action: 'product.safety', entity: 'product', entityId: params.id, before, after: safety });
      return { status_code: 200 as const };
    });
  });

  register(saveAccessories, async ({ params, body, write }) => {
    const found = await productIdsByRef(deps.db, body.refs);
    const idOf = new Map(found.map((row) => [row.ref, row.id]));
    const ids = body.refs.map((ref, index) => {
      const id = idOf.get(ref);
      if (id === undefined) throw fieldError(`refs.${index}`, productAdminMessages.unknown_product_ref);
      if (id === params.id) throw fieldError(`refs.${index}`, productAdminMessages.accessory_self);
      if (body.refs.indexOf(ref) !== index) throw fieldError(`refs.${index}`, productAdminMessages.accessory_twice);
      return id;
    });
    return write(async (trx, audit) => {
      if (!(await findProduct(trx, params.id))) throw notFound('product_not_found');
      const before = (await accessoriesOf(trx, params.id)).map((accessory) => accessory.ref);
      await replaceAccessories(trx, params.id, ids);
      await audit({ action: 'product.accessories', entity: 'product', entityId: params.id, before, after: body.refs });
      return { status_code: 200 as const };
    });
  });

  register(changePricesCall, async ({ params, body, write }) => {
    const now = deps.now();
    const variants = new Set((await variantsOf(deps.db, params.id)).map((variant) => variant.id));
    const changes = body.changes.map((change, index) => {
      if (!variants.has(change.pse_id)) throw fieldError(`changes.${index}.pse_id`, productAdminMessages.unknown_variant);
      if (!(PRICE_COUNTRY_IDS as readonly number[]).includes(change.country_id)) throw fieldError(`changes.${index}.country_id`, productAdminMessages.price_country);
      // The day in the shop's own time zone: today means from now, a later day from its midnight.
      const timeZone = countryFactsOf(change.country_id).timeZone;
      const today = dayIn(timeZone, now);
      if (change.valid_from < today) throw fieldError(`changes.${index}.valid_from`, productAdminMessages.valid_from_past);
      const validFrom = change.valid_from === today ? now.toISOString() : startOfDayIn(timeZone, change.valid_from).toISOString();
      return { ...change, valid_from: validFrom };
    });
    const answer = await write(async (trx, audit) => {
      const outcomes = await changePrices(trx, changes, now);
      await audit({
        action: 'product.prices',
        entity: 'product',
        entityId: params.id,
        before: outcomes.map((outcome) => ({ pse_id: outcome.pse_id, country_id: outcome.country_id, ...outcome.before })),
        after: outcomes.map((outcome) => ({ pse_id: outcome.pse_id, country_id: outcome.country_id, ...outcome.after, valid_from: outcome.valid_from })),
      });
      const scheduled = outcomes.filter((outcome) => outcome.scheduled).length;
      return { status_code: 200 as const, data: { applied: outcomes.length - scheduled, scheduled } };
    });
    // Listings by price of this process are rebuilt from the committed prices.
    deps.categories.invalidatePrices();
    return answer;
  });

  // A price saved for a later day, cancelled before its day: the shop's price never changes for it.
  register(cancelScheduledPriceCall, async ({ params, write }) =>
    write(async (trx, audit) => {
      const cancelled = await cancelScheduledPrice(trx, params.id, params.schedule_id, deps.now());
      if (!cancelled) throw fieldError('schedule_id', productAdminMessages.scheduled_price_gone);
      await audit({ action: 'product.price_cancel', entity: 'product', entityId: params.id, before: { schedule_id: params.schedule_id, ...cancelled }, after: null });
      return { status_code: 200 as const };
    }),
  );
}
