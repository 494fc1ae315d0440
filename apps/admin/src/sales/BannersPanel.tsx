// The home page's banners of one shop country: add one (its image, and optionally one for narrow
// screens, cropped to 3:1 by the back office), then order, link, alternative text and removal,
// saved together. The shop shows the first banner; it follows within 5 minutes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, bannerMessages, bannersBodySchema, bannerUploadFieldsSchema, type BannerUploadFields, type Banners, type BannersBody } from '@shop/contract/admin';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { adminCall, adminUpload } from '../api/admin-client.ts';
import type { ShopCountryId } from '../components/CountryTabs.tsx';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useCountryName, useKnownMessages } from '../customers/labels.ts';
import { OrderButtons } from '../products/OrderButtons.tsx';
import products from '../products/products.module.css';

function useBannerMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  return useKnownMessages({
    [bannerMessages.image_unreadable]: t`This file is no picture we can use: please upload a JPEG, PNG, WebP or AVIF file.`,
    [bannerMessages.image_too_large]: t`This file is too large: at most 15 MB.`,
    [bannerMessages.image_required]: t`Please choose the banner’s image.`,
    [bannerMessages.link_href]: t`A link starts with / (a page of the shop) or https://.`,
    [bannerMessages.unknown_image]: t`This image is not one of this shop’s banners: upload it as a new banner.`,
    [bannerMessages.too_many]: t`At most 10 banners.`,
  });
}

/** The banner image in a width for the list (the drawn ones are SVG, the uploaded WebP; both take ?w=). */
const preview = (url: string) => `${url.split('?')[0] ?? url}?w=320`;

export function BannersPanel({ banners }: { banners: Banners }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const message = useBannerMessage();
  const countryName = useCountryName();
  const country = countryName(banners.country_id);
  const imageInput = useRef<HTMLInputElement>(null);
  const mobileInput = useRef<HTMLInputElement>(null);
  const [fileProblems, setFileProblems] = useState<{ image?: string | undefined; mobile_image?: string | undefined }>({});
  const upload = useForm<BannerUploadFields>({ resolver: zodResolver(bannerUploadFieldsSchema) as never, defaultValues: { link: '', alt: '' } });
  const form = useForm<BannersBody>({ resolver: zodResolver(bannersBodySchema) as never, defaultValues: { banners: banners.banners } });
  const { fields, move, remove } = useFieldArray({ control: form.control, name: 'banners', keyName: 'key' });
  const { errors, isSubmitting } = form.formState;
  const uploadErrors = upload.formState.errors;

  const addBanner = async (texts: BannerUploadFields) => {
    const image = imageInput.current?.files?.[0];
    const mobile = mobileInput.current?.files?.[0];
    if (!image) {
      setFileProblems({ image: t`Please choose the banner’s image.` });
      imageInput.current?.focus();
      return;
    }
    setFileProblems({});
    try {
      const body = new FormData();
      // The texts first: the back office reads them before the files.
      body.append('link', texts.link);
      body.append('alt', texts.alt);
      body.append('image', image);
      if (mobile) body.append('mobile_image', mobile);
      await adminUpload(adminCalls.banners.add, adminCalls.banners.add.path.replace(':country', String(banners.country_id)), body);
      toast.success(t`The banner is added at the end. The shop shows the first banner within 5 minutes.`);
      upload.reset();
      if (imageInput.current) imageInput.current.value = '';
      if (mobileInput.current) mobileInput.current.value = '';
      await revalidator.revalidate();
    } catch (error) {
      const problems = error instanceof ApiError ? (error.body?.error.fields ?? []) : [];
      const files: { image?: string; mobile_image?: string } = {};
      for (const field of problems) {
        if (field.path === 'image' || field.path === 'mobile_image') files[field.path] = message(field.message) ?? field.message;
        else if (field.path === 'link' || field.path === 'alt') upload.setError(field.path, { message: field.message });
      }
      setFileProblems(problems.length === 0 ? { image: t`The banner could not be added.` } : files);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.banners.save, { params: { country: banners.country_id as ShopCountryId }, body: values });
      toast.success(t`The banners of ${country} are saved. The shop shows them within 5 minutes.`);
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`The banners could not be saved.` });
    }
  });
  const fileField = (name: 'image' | 'mobile_image', label: string, hint: string, ref: React.RefObject<HTMLInputElement | null>) => {
    const problem = fileProblems[name];
    return (
      <div className={styles.field}>
        <label htmlFor={`banner-${name}`}>{label}</label>
        <input
          id={`banner-${name}`}
          ref={ref}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={problem ? `banner-${name}-hint banner-${name}-error` : `banner-${name}-hint`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`banner-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
        {problem ? (
          <p id={`banner-${name}-error`} role="alert" className={styles.formError}>
            {problem}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <section className={`${styles.card} ${products.variant}`} aria-labelledby="banners-title">
      <h2 id="banners-title">{t`Home-page banners`}</h2>
      <p className={styles.hint}>{t`The home page shows the first banner, 3:1 (1200 × 400 px on large screens). Uploaded pictures are cropped to 3:1 around their middle.`}</p>
      <form className={styles.form} onSubmit={(event) => void upload.handleSubmit(addBanner)(event)} noValidate aria-label={t`New banner for ${country}`}>
        <h3>{t`New banner`}</h3>
        {fileField('image', t`Banner image`, t`JPEG, PNG, WebP or AVIF, at most 15 MB; at least 1200 px wide looks sharp.`, imageInput)}
        {fileField('mobile_image', t`Image for narrow screens (optional)`, t`Shown below 768 px; empty: the banner image.`, mobileInput)}
        <TextField label={t`Link`} autoComplete="off" hint={t`Empty: no link. A page of the shop starts with /.`} error={message(uploadErrors.link?.message)} {...upload.register('link')} />
        <TextField label={t`Alternative text`} autoComplete="off" hint={t`What the banner says, for people who cannot see it.`} error={message(uploadErrors.alt?.message)} {...upload.register('alt')} />
        <button type="submit" className={styles.button} disabled={upload.formState.isSubmitting}>
          {upload.formState.isSubmitting ? t`Uploading…` : t`Add banner`}
        </button>
      </form>
      {fields.length === 0 ? (
        <p>{t`No banner: the home page starts with its categories.`}</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`Banners of ${country}`} className={`${styles.form} ${products.wide}`}>
          <h3>{t`Banners in their order`}</h3>
          {errors.root ? (
            <p role="alert" className={styles.formError}>
              {errors.root.message}
            </p>
          ) : null}
          {errors.banners?.message ? (
            <p role="alert" className={styles.formError}>
              {message(errors.banners.message)}
            </p>
          ) : null}
          <ol className={products.photos}>
            {fields.map((field, index) => {
              const name = t`banner ${index + 1}`;
              const imageProblem = message(errors.banners?.[index]?.image_url?.message);
              return (
                <li key={field.key} className={products.photo}>
                  <img src={preview(field.image_url)} alt="" width={240} height={80} />
                  <div className={products.photoFields}>
                    {imageProblem ? (
                      <p role="alert" className={styles.formError}>
                        {imageProblem}
                      </p>
                    ) : null}
                    <p className={styles.hint}>{field.mobile_image_url ? t`With its own image for narrow screens.` : t`The same image on narrow screens.`}</p>
                    <TextField label={t`Link`} autoComplete="off" error={message(errors.banners?.[index]?.link?.message)} {...form.register(`banners.${index}.link`)} />
                    <TextField label={t`Alternative text`} autoComplete="off" error={message(errors.banners?.[index]?.alt?.message)} {...form.register(`banners.${index}.alt`)} />
                    <OrderButtons index={index} count={fields.length} name={name} move={move} remove={remove} />
                  </div>
                </li>
              );
            })}
          </ol>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            {t`Save banners`}
          </button>
        </form>
      )}
    </section>
  );
}
