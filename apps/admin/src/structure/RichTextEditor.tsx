// The rich-text editor of content pages: Tiptap (ProseMirror) with the starter kit, a toolbar of
// buttons that say whether they are on (aria-pressed), and the page's HTML as its value. What it
// writes is sanitised by the back office before it is stored (modules/structure-admin/rich-text.ts).
import { useLingui } from '@lingui/react/macro';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import styles from '../components/admin.module.css';
import { describedBy, FieldNotes } from '../components/fields.tsx';
import css from './structure.module.css';

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string | undefined; hint?: string };

export function RichTextEditor({ label, value, onChange, error, hint }: Props) {
  const { t } = useLingui();
  const id = useId();
  const described = describedBy(id, error, hint);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] } })],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // A new value from outside (another locale chosen, the saved page reloaded) replaces the text.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={css.label}>
        {label}
      </span>
      {editor ? <Toolbar editor={editor} label={t`Formatting of ${label}`} /> : null}
      <div className={css.editor}>
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useLingui();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link') as { href?: string }).href ?? '';
    const href = window.prompt(t`Link address (https://…, mailto:… or tel:…); empty removes the link`, previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const buttons: { key: string; text: string; name: string; pressed: boolean | undefined; run: () => void }[] = [
    { key: 'bold', text: 'B', name: t`Bold`, pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', text: 'I', name: t`Italic`, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'h2', text: t`Heading (H2)`, name: t`Heading (H2)`, pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', text: t`Subheading (H3)`, name: t`Subheading (H3)`, pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullets', text: '•', name: t`Bulleted list`, pressed: state.bullets, run: () => chain().toggleBulletList().run() },
    { key: 'numbers', text: t`Numbered list (1.)`, name: t`Numbered list (1.)`, pressed: state.numbers, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', text: '“', name: t`Quote`, pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { key: 'link', text: t`Link`, name: t`Link`, pressed: state.link, run: setLink },
    { key: 'undo', text: '↶', name: t`Undo`, pressed: undefined, run: () => chain().undo().run() },
    { key: 'redo', text: '↷', name: t`Redo`, pressed: undefined, run: () => chain().redo().run() },
  ];
  return (
    <div role="toolbar" aria-label={label} className={css.toolbar}>
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          className={css.small}
          title={button.text === button.name ? undefined : button.name}
          aria-label={button.text === button.name ? undefined : button.name}
          aria-pressed={button.pressed}
          // A click keeps the focus in the text: Tiptap gives it back only on the next frame, and
          // what is typed before that went to the button and was lost.
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
