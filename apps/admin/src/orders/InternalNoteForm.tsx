// An internal note on the order (issue 36): staff write what the next person needs to know ("customer
// called, deliver after 16:00"); it lands on the timeline with who wrote it and is never shown to
// the shopper. Focus goes back to the field, empty, for the next note.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type OrderAdminDetail } from '@shop/contract/admin';
import { useForm } from 'react-hook-form';
import { adminCall } from '../api/admin-client.ts';
import { TextArea } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { FormProblem, useStepDone, useStepFailure } from './order-steps.tsx';
import local from './orders.module.css';

export function InternalNoteForm({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure();
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.addNote, { params: { id: order.id }, body: { text: values.text } });
      form.reset({ text: '' });
      await done(t`Note saved on the timeline.`);
      // Back in the field, for the next note (the button was disabled while saving).
      form.setFocus('text');
    } catch (error) {
      failed(error, form);
    }
  });
  return (
    <form onSubmit={submit} noValidate className={`${local.actionForm} ${local.noteForm}`} aria-labelledby="order-note">
      <h3 id="order-note">{t`Internal note`}</h3>
      <FormProblem message={errors.root?.message} />
      <TextArea label={t`Note for the team`} hint={t`Only staff see it; the customer never does.`} rows={3} maxLength={2000} error={errors.text?.message} {...form.register('text')} />
      <div className={local.buttons}>
        <button type="submit" className={styles.button} disabled={isSubmitting}>{t`Save the note`}</button>
      </div>
    </form>
  );
}
