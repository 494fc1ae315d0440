// Folders and content pages (terms, imprint, privacy, delivery, FAQ, blog…): the folders with their
// pages (a new folder; an empty one deleted), and one page per shop locale (German pages differ
// between Germany and Austria): title, teaser, the text in the rich-text editor, the postscriptum
// that turns the page into a brand and category listing, and its address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import {
  adminCalls,
  contentBodySchema,
  folderBodySchema,
  newContentBodySchema,
  shopLocaleSchema,
  type AdminContent,
  type AdminFolder,
  type ContentBody,
  type FolderBody,
  type NewContentBody,
  type ShopLocale,
} from '@shop/contract/admin';
import { ApiError } from '@shop/api-client';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import styles from '../components/admin.module.css';
import { SelectField, TextArea, TextField } from '../components/fields.tsx';
import own from '../customers/pages.module.css';
import { useLocaleName, useStructureMessage } from './labels.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { Checkbox } from '../components/fields.tsx';
import { FormProblem, SubmitButton, useSaveSubmit } from './saving-form.tsx';
import css from './structure.module.css';

export async function foldersLoader() {
  return (await adminCall(adminCalls.contents.folders, {})).data;
}

export function FoldersPage() {
  const { t } = useLingui();
  usePageTitle(t`Folders and pages`);
  const folders = useLoaderData<typeof foldersLoader>();
  return (
    <section className={styles.page}>
      <h1>{t`Folders and pages`}</h1>
      <details className={`${styles.card} ${css.spaced}`}>
        <summary>{t`New folder`}</summary>
        <NewFolderForm />
      </details>
      <div className={styles.grid}>
        {folders.map((folder) => (
          <section key={folder.id} className={`${styles.card} ${own.panel}`} aria-labelledby={`folder-${folder.id}`}>
            <h2 id={`folder-${folder.id}`}>
              {folder.title}
              {folder.visible ? null : ` (${t`hidden`})`}
            </h2>
            {folder.contents.length === 0 ? (
              <p className={styles.hint}>{t`No pages in this folder.`}</p>
            ) : (
              <ul>
                {folder.contents.map((content) => (
                  <li key={content.id}>
                    <Link to={`/contents/${content.id}`}>{content.title}</Link> <span className={styles.hint}>{content.locales.join(', ')}</span>
                    {content.visible ? null : <span className={styles.status}>{t`Hidden`}</span>}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link to={`/contents/new?folder=${folder.id}`} className={styles.button}>
                {t`New page in this folder`}
              </Link>
            </p>
            <details>
              <summary>{t`Rename or hide the folder`}</summary>
              <FolderForm folder={folder} />
            </details>
            <DeleteFolder folder={folder} />
          </section>
        ))}
      </div>
    </section>
  );
}

function FolderForm({ folder }: { folder: AdminFolder }) {
  const { t } = useLingui();
  const message = useStructureMessage();
  const revalidator = useRevalidator();
  const form = useForm<FolderBody>({ resolver: zodResolver(folderBodySchema) as never, defaultValues: { visible: folder.visible, titles: { de: folder.title, ro: folder.title_ro } } });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, async (values) => {
    await adminCall(adminCalls.contents.updateFolder, { params: { id: folder.id }, body: values });
    toast.success(t`Folder saved.`);
    await revalidator.revalidate();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormProblem message={errors.root?.message} />
      <TextField label={t`Title (German)`} lang="de" error={message(errors.titles?.de?.message)} {...form.register('titles.de')} />
      <TextField label={t`Title (Romanian)`} lang="ro" error={message(errors.titles?.ro?.message)} {...form.register('titles.ro')} />
      <Checkbox label={t`Visible in the shops`} {...form.register('visible')} />
      <SubmitButton label={t`Save folder`} busy={isSubmitting} />
    </form>
  );
}

function NewFolderForm() {
  const { t } = useLingui();
  const message = useStructureMessage();
  const revalidator = useRevalidator();
  const form = useForm<FolderBody>({ resolver: zodResolver(folderBodySchema) as never, defaultValues: { visible: true, titles: { de: '', ro: '' } } });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, async (values) => {
    await adminCall(adminCalls.contents.createFolder, { body: values });
    toast.success(t`Folder “${values.titles.de}” created.`);
    form.reset();
    await revalidator.revalidate();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`New folder`}>
      <FormProblem message={errors.root?.message} />
      <TextField label={t`Title (German)`} lang="de" error={message(errors.titles?.de?.message)} {...form.register('titles.de')} />
      <TextField label={t`Title (Romanian)`} lang="ro" error={message(errors.titles?.ro?.message)} {...form.register('titles.ro')} />
      <Checkbox label={t`Visible in the shops`} {...form.register('visible')} />
      <SubmitButton label={t`Create folder`} busy={isSubmitting} />
    </form>
  );
}

/** Deletes an empty folder after a confirmation; the back office refuses one that holds pages. */
function DeleteFolder({ folder }: { folder: AdminFolder }) {
  const { t } = useLingui();
  const message = useStructureMessage();
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    if (!window.confirm(t`Delete the folder “${folder.title}”?`)) return;
    setProblem(null);
    try {
      await adminCall(adminCalls.contents.deleteFolder, { params: { id: folder.id } });
      toast.success(t`Folder “${folder.title}” deleted.`);
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.error.fields?.[0]?.message : undefined;
      setProblem(message(field) ?? t`The folder could not be deleted.`);
    }
  };
  return (
    <div>
      {problem ? (
        <p role="alert" className={styles.formError}>
          {problem}
        </p>
      ) : null}
      <button type="button" className={styles.danger} onClick={() => void remove()}>
        {t`Delete folder`}
        <span className={styles.visuallyHidden}>{` (${folder.title})`}</span>
      </button>
    </div>
  );
}

export async function newContentLoader({ request }: LoaderFunctionArgs) {
  const folderId = Number(new URL(request.url).searchParams.get('folder') ?? 0);
  return { folderId, folders: await foldersLoader() };
}

/** A new page: folder, code, and its first shop version's title and address; the text follows in the editor. */
export function NewContentPage() {
  const { t } = useLingui();
  usePageTitle(t`New page`);
  const { folderId, folders } = useLoaderData<typeof newContentLoader>();
  const localeName = useLocaleName();
  const message = useStructureMessage();
  const navigate = useNavigate();
  const form = useForm<NewContentBody>({
    resolver: zodResolver(newContentBodySchema) as never,
    defaultValues: { folder_id: folders.some((folder) => folder.id === folderId) ? folderId : (folders[0]?.id ?? 0), code: '', locale: 'de_DE', title: '', url: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, async (values) => {
    const { data } = await adminCall(adminCalls.contents.create, { body: values });
    toast.success(t`Page created. Write its text now.`);
    await navigate(`/contents/${data.id}?locale=${values.locale}`);
  });
  return (
    <section className={styles.page}>
      <p>
        <Link to="/folders">{t`All folders`}</Link>
      </p>
      <h1>{t`New page`}</h1>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <FormProblem message={errors.root?.message} />
        <SelectField label={t`Folder`} error={message(errors.folder_id?.message)} {...form.register('folder_id', { valueAsNumber: true })}>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.title}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Shop`} {...form.register('locale')}>
          {shopLocaleSchema.options.map((locale) => (
            <option key={locale} value={locale}>
              {localeName(locale)}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Title`} error={message(errors.title?.message)} {...form.register('title')} />
        <TextField label={t`Address`} className={css.mono} autoComplete="off" hint={t`Without the shop’s domain, e.g. blog/badtrends-2027.`} error={message(errors.url?.message)} {...form.register('url')} />
        <TextField label={t`Code`} className={css.mono} autoComplete="off" hint={t`A stable name for links, e.g. badtrends-2027.`} error={message(errors.code?.message)} {...form.register('code')} />
        <SubmitButton label={t`Create page`} busy={isSubmitting} />
      </form>
    </section>
  );
}

export async function contentLoader({ params, request }: LoaderFunctionArgs) {
  const locale = shopLocaleSchema.catch('de_DE').parse(new URL(request.url).searchParams.get('locale') ?? undefined);
  return { locale, content: (await adminCall(adminCalls.contents.detail, { params: { id: Number(params.id) } })).data };
}

export function ContentPage() {
  const { t } = useLingui();
  const { locale, content } = useLoaderData<typeof contentLoader>();
  const localeName = useLocaleName();
  const title = content.texts[locale]?.title ?? content.texts.de_DE?.title ?? content.code;
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <p>
        <Link to="/folders">{t`All folders`}</Link> › {content.folder_title}
      </p>
      <h1>{title}</h1>
      <nav aria-label={t`Shop version`}>
        <ul className={own.tabs}>
          {shopLocaleSchema.options.map((option) => (
            <li key={option}>
              <Link to={`?locale=${option}`} aria-current={option === locale ? 'page' : undefined}>
                {localeName(option)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContentForm key={`${locale}:${content.updated_at}:${JSON.stringify(content.urls)}`} content={content} locale={locale} />
    </section>
  );
}

function ContentForm({ content, locale }: { content: AdminContent; locale: ShopLocale }) {
  const { t } = useLingui();
  const message = useStructureMessage();
  const revalidator = useRevalidator();
  const texts = content.texts[locale];
  const form = useForm<ContentBody>({
    resolver: zodResolver(contentBodySchema) as never,
    defaultValues: {
      locale,
      visible: content.visible,
      title: texts?.title ?? '',
      chapo: texts?.chapo ?? '',
      description: texts?.description ?? '',
      postscriptum: texts?.postscriptum ?? '',
      url: content.urls[locale] ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, async (values) => {
    await adminCall(adminCalls.contents.update, { params: { id: content.id }, body: values });
    toast.success(t`Page saved. The shop shows the change within 5 minutes.`);
    await revalidator.revalidate();
  });
  return (
    <form className={css.wideForm} onSubmit={submit} noValidate>
      {texts === null ? <p className={styles.notice}>{t`This page has no text for this shop yet: saving creates it.`}</p> : null}
      <FormProblem message={errors.root?.message} />
      <Checkbox label={t`Visible in the shops`} {...form.register('visible')} />
      <TextField label={t`Title`} error={message(errors.title?.message)} {...form.register('title')} />
      <TextArea label={t`Teaser`} rows={2} error={message(errors.chapo?.message)} {...form.register('chapo')} />
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor label={t`Text`} value={field.value} onChange={field.onChange} error={message(fieldState.error?.message)} hint={t`Scripts, styles and event handlers are removed when the page is saved.`} />
        )}
      />
      <TextArea
        label={t`Postscriptum (listing)`}
        rows={2}
        className={css.mono}
        hint={t`Empty for a normal page. JSON such as {"brand_id": 3, "category_id": 12} makes the page’s address show that brand’s products in that category.`}
        error={message(errors.postscriptum?.message)}
        {...form.register('postscriptum')}
      />
      <TextField label={t`Address`} className={css.mono} autoComplete="off" hint={t`A changed address keeps the old one working: it redirects (301) to the new one.`} error={message(errors.url?.message)} {...form.register('url')} />
      <SubmitButton label={t`Save page`} busy={isSubmitting} />
    </form>
  );
}
