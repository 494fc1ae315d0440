// The form of a category or a brand: shown in the shop or not, title and description in German and
// Romanian, and the address in each shop. A changed address keeps the old one answering with a
// redirect to the new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { categoryBodySchema, shopLocaleSchema, structureLangSchema, type CategoryBody } from '@shop/contract/admin';
import { useForm } from 'react-hook-form';
import styles from '../components/admin.module.css';
import { TextArea, TextField } from '../components/fields.tsx';
import { useLocaleName, useStructureMessage } from './labels.ts';
import { Checkbox } from '../components/fields.tsx';
import { FormProblem, SubmitButton, useSaveSubmit } from './saving-form.tsx';
import css from './structure.module.css';

type Answered = {
  visible: boolean;
  texts: Record<'de' | 'ro', { title: string; description: string }>;
  urls: Record<'de_DE' | 'de_AT' | 'ro_RO', string | null>;
  redirects: { locale: string; url: string }[];
};

export function TextsAndUrlsForm({ item, visibleLabel, onSave }: { item: Answered; visibleLabel: string; onSave: (body: CategoryBody) => Promise<void> }) {
  const { t } = useLingui();
  const message = useStructureMessage();
  const localeName = useLocaleName();
  const langNames = { de: t`German`, ro: t`Romanian` };
  const form = useForm<CategoryBody>({
    resolver: zodResolver(categoryBodySchema) as never,
    defaultValues: { visible: item.visible, texts: item.texts, urls: { de_DE: item.urls.de_DE ?? '', de_AT: item.urls.de_AT ?? '', ro_RO: item.urls.ro_RO ?? '' } },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, onSave);
  return (
    <form className={css.wideForm} onSubmit={submit} noValidate>
      <FormProblem message={errors.root?.message} />
      <Checkbox label={visibleLabel} {...form.register('visible')} />
      <div className={css.columns}>
        {structureLangSchema.options.map((lang) => (
          <fieldset key={lang} className={css.fieldset} lang={lang}>
            <legend>{langNames[lang]}</legend>
            <TextField label={t`Title`} error={message(errors.texts?.[lang]?.title?.message)} {...form.register(`texts.${lang}.title`)} />
            <TextArea label={t`Description (HTML)`} rows={5} error={message(errors.texts?.[lang]?.description?.message)} {...form.register(`texts.${lang}.description`)} />
          </fieldset>
        ))}
      </div>
      <fieldset className={css.fieldset}>
        <legend>{t`Address in each shop`}</legend>
        <p className={styles.hint}>{t`Without the shop’s domain, e.g. badmoebel/waschtische. A changed address keeps the old one working: it redirects (301) to the new one.`}</p>
        {shopLocaleSchema.options.map((locale) => (
          <TextField key={locale} label={localeName(locale)} className={css.mono} autoComplete="off" error={message(errors.urls?.[locale]?.message ?? errors.urls?.message)} {...form.register(`urls.${locale}`)} />
        ))}
        {item.redirects.length > 0 ? (
          <details>
            <summary>{t`${plural(item.redirects.length, { one: '# earlier address redirects here', other: '# earlier addresses redirect here' })}`}</summary>
            <ul>
              {item.redirects.map((redirect) => (
                <li key={`${redirect.locale}:${redirect.url}`}>
                  <span className={css.mono}>{redirect.url}</span> ({redirect.locale})
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </fieldset>
      <SubmitButton label={t`Save`} busy={isSubmitting} />
    </form>
  );
}
