// Edits not saved yet (issue 36): a form holding them says so, with its name; leaving the page then
// asks first (a link or button in the admin: a dialog naming the forms; closing or reloading the
// tab: the browser's own question), so ten save buttons on one page cannot lose an edit unnoticed.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useBlocker } from 'react-router';
import { create } from 'zustand';
import styles from './admin.module.css';

const useUnsavedForms = create<{ forms: Readonly<Record<string, string>> }>(() => ({ forms: {} }));

/** Says that the form named `label` holds edits not saved yet, while `dirty`. */
export function useUnsavedChanges(label: string, dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    useUnsavedForms.setState((state) => ({ forms: { ...state.forms, [id]: label } }));
    return () =>
      useUnsavedForms.setState((state) => {
        const { [id]: _saved, ...forms } = state.forms;
        return { forms };
      });
  }, [id, label, dirty]);
}

/** Asks before the page is left while a form holds unsaved edits. Mounted once, in the admin's frame. */
export function UnsavedChangesGuard() {
  const { t } = useLingui();
  const labels = Object.values(useUnsavedForms((state) => state.forms));
  const unsaved = labels.length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    // A modal dialog: the page behind is inert and the focus is kept inside until a choice is made.
    if (blocked && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-forms"
      onCancel={(event) => {
        event.preventDefault();
        blocker.reset();
      }}
    >
      <h2 id="unsaved-title">{t`Leave without saving?`}</h2>
      <div id="unsaved-forms">
        <p>{t`These parts of the page have changes that are not saved:`}</p>
        <ul>
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </div>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.primary} autoFocus onClick={() => blocker.reset()}>
          {t`Stay and save`}
        </button>
        <button type="button" className={styles.button} onClick={() => blocker.proceed()}>
          {t`Leave without saving`}
        </button>
      </div>
    </dialog>
  );
}
