// The admin's home-page banners per shop country (the locale config's `banners`): list, add one
// (its image and the optional narrow-screen image uploaded, cropped to 3:1 by media's sharp code),
// reorder, edit link and alternative text, remove. Each write is one audited transaction with the
// settings row locked, as on the configuration and sales pages; other settings are kept.
import { adminCalls, bannerMessages, bannerUploadFieldsSchema, MAX_BANNERS, type BannerUploadFields, type Banners } from '@shop/contract/admin';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError, foundOr404 } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { parsePart } from '../../http/parse-part.ts';
import { lockLocaleConfig, saveSettings } from '../config/index.ts';
import { cropBannerUpload, NARROW_BANNER_WIDTH, parseUploadedBannerPath, UPLOAD_MAX_BYTES, uploadedBannerPath } from '../media/index.ts';
import { deleteBannerImagesExcept, findAdventPage, findLocaleOf, insertBannerImage } from './config-admin-repository.ts';

type StoredBanner = { image_url: string; mobile_image_url: string | null; link: string | null; alt: string };

const fieldError = (path: string, message: string) => new AppError('validation_failed', { fields: [{ path, message }] });

async function bannersOf(db: Db, countryId: number): Promise<{ settings: Record<string, unknown>; stored: StoredBanner[]; data: Banners }> {
  const row = foundOr404(await findLocaleOf(db, countryId), 'No configuration for this country');
  const settings = JSON.parse(row.settings) as Record<string, unknown>;
  const stored = (Array.isArray(settings.banners) ? (settings.banners as Partial<StoredBanner>[]) : [])
    .filter((banner) => typeof banner.image_url === 'string')
    .map((banner) => ({ image_url: banner.image_url as string, mobile_image_url: banner.mobile_image_url ?? null, link: banner.link ?? null, alt: banner.alt ?? '' }));
  const advent = await findAdventPage(db, row.lang_locale);
  return {
    settings,
    stored,
    data: {
      country_id: countryId,
      banners: stored.map((banner) => ({ ...banner, link: banner.link ?? '' })),
      advent_page: advent ? { id: advent.id, title: advent.title } : null,
    },
  };
}

/** The ids of the uploaded banner images the banners name (wide and narrow). */
function uploadedIds(banners: StoredBanner[]): number[] {
  return banners.flatMap((banner) => [banner.image_url, banner.mobile_image_url]).flatMap((url) => {
    const id = url === null ? null : parseUploadedBannerPath(url.split('?')[0] ?? url);
    return id === null ? [] : [id];
  });
}

export function registerBannerAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { detail, add, save } = adminCalls.banners;

  register(detail, async ({ params }) => ({ data: (await bannersOf(deps.db, params.country)).data }));

  // A new banner: the text fields first, then the files, each read whole (at most 15 MB) and
  // cropped by sharp before the transaction.
  register(add, async ({ params, request, write }) => {
    if (!request.isMultipart()) throw fieldError('image', bannerMessages.image_required);
    const fields: Record<string, string> = {};
    const files: Partial<Record<'image' | 'mobile_image', Buffer>> = {};
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 5 } })) {
      if (part.type === 'file') {
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch {
          throw fieldError(part.fieldname === 'mobile_image' ? 'mobile_image' : 'image', bannerMessages.image_too_large);
        }
        if ((part.fieldname === 'image' || part.fieldname === 'mobile_image') && bytes.byteLength > 0) files[part.fieldname] = bytes;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    const texts = parsePart(bannerUploadFieldsSchema, { link: fields.link ?? '', alt: fields.alt ?? '' }) as BannerUploadFields;
    if (!files.image) throw fieldError('image', bannerMessages.image_required);
    const wide = await cropBannerUpload(files.image, 'wide');
    if (!wide) throw fieldError('image', bannerMessages.image_unreadable);
    const narrow = files.mobile_image ? await cropBannerUpload(files.mobile_image, 'narrow') : null;
    if (files.mobile_image && !narrow) throw fieldError('mobile_image', bannerMessages.image_unreadable);
    return write(async (trx, audit) => {
      await lockLocaleConfig(trx, params.country);
      const before = await bannersOf(trx, params.country);
      if (before.stored.length >= MAX_BANNERS) throw fieldError('image', bannerMessages.too_many);
      const at = deps.now().toISOString();
      const wideId = await insertBannerImage(trx, params.country, wide, at);
      const narrowId = narrow ? await insertBannerImage(trx, params.country, narrow, at) : null;
      const banner: StoredBanner = {
        image_url: uploadedBannerPath(wideId),
        mobile_image_url: narrowId === null ? null : `${uploadedBannerPath(narrowId)}?w=${NARROW_BANNER_WIDTH}`,
        link: texts.link === '' ? null : (texts.link ?? null),
        alt: texts.alt,
      };
      await saveSettings(trx, params.country, { ...before.settings, banners: [...before.stored, banner] });
      await audit({ action: 'banners.add', entity: 'locale_config', entityId: params.country, before: before.stored, after: banner });
      return { status_code: 200 as const, data: (await bannersOf(trx, params.country)).data };
    });
  });

  // Order, links and texts; a banner left out is removed (and its uploaded images with it).
  register(save, async ({ params, body, write }) =>
    write(async (trx, audit) => {
      await lockLocaleConfig(trx, params.country);
      const before = await bannersOf(trx, params.country);
      const images = new Set(before.stored.map((banner) => banner.image_url));
      const narrowImages = new Set(before.stored.flatMap((banner) => (banner.mobile_image_url === null ? [] : [banner.mobile_image_url])));
      const banners = body.banners.map((banner, index): StoredBanner => {
        if (!images.has(banner.image_url)) throw fieldError(`banners.${index}.image_url`, bannerMessages.unknown_image);
        if (banner.mobile_image_url !== null && !narrowImages.has(banner.mobile_image_url)) throw fieldError(`banners.${index}.mobile_image_url`, bannerMessages.unknown_image);
        return { image_url: banner.image_url, mobile_image_url: banner.mobile_image_url, link: banner.link === '' ? null : banner.link, alt: banner.alt };
      });
      await saveSettings(trx, params.country, { ...before.settings, banners });
      await deleteBannerImagesExcept(trx, params.country, uploadedIds(banners));
      await audit({ action: 'banners.save', entity: 'locale_config', entityId: params.country, before: before.stored, after: banners });
      return { status_code: 200 as const, data: (await bannersOf(trx, params.country)).data };
    }),
  );
}
