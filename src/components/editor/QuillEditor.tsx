import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { chooseImage, insertImage } from './editor-image';
import type { RichTextEditorProps } from './RichTextEditor';
import styles from './editor.module.css';

/** The RuoYi rich-text toolbar: headings 1 to 6, sizes small, large, huge. */
export const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ color: [] }, { background: [] }],
  [{ align: [] }],
  ['clean'],
  ['link', 'image', 'video'],
];

/** The toolbar's drop-down pickers, by Quill's class name. */
const PICKERS = ['size', 'header', 'color', 'background', 'align'] as const;

/** The Quill editor itself (Quill 2 through react-quill-new); loaded in its own chunk. */
export default function QuillEditor({
  value,
  onChange,
  height,
  minHeight = 200,
  readOnly,
  placeholder,
}: RichTextEditorProps) {
  const { t } = useTranslation('widgets');
  const quill = useRef<ReactQuill>(null);
  const box = useRef<HTMLDivElement>(null);
  // Quill's drop-down pickers (size, heading, colours, alignment) are buttons without a name;
  // a screen reader would announce only "button". Named before the first paint (a layout effect:
  // Quill builds its toolbar as it mounts, just before), and again whenever Quill builds the
  // toolbar anew.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    const name = () => {
      for (const picker of root.querySelectorAll('.ql-picker')) {
        const kind = PICKERS.find((each) => picker.classList.contains(`ql-${each}`));
        const label = picker.querySelector('.ql-picker-label');
        const text = kind && t(`editor.pickers.${kind}`);
        if (label && text && label.getAttribute('aria-label') !== text) label.setAttribute('aria-label', text);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [t]);
  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: () => {
            const editor = quill.current?.getEditor();
            if (editor) chooseImage((file) => void insertImage(editor, file));
          },
        },
      },
    }),
    [],
  );
  return (
    <div
      ref={box}
      className={styles.editor}
      style={{
        ['--editor-height' as string]: height ? `${height}px` : undefined,
        ['--editor-min-height' as string]: `${minHeight}px`,
      }}
    >
      <ReactQuill
        ref={quill}
        theme="snow"
        value={value ?? ''}
        onChange={(html, _delta, source) => {
          // Quill also reports the value it was given; only the user's edits are changes.
          if (source === 'user') onChange?.(html === '<p><br></p>' ? '' : html);
        }}
        modules={modules}
        readOnly={readOnly}
        placeholder={placeholder}
        useSemanticHTML={false}
      />
    </div>
  );
}
