import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/utils/lazy-component';

export interface RichTextEditorProps {
  /** HTML */
  value?: string;
  onChange?: (html: string) => void;
  /** fixed height of the editing area in px (it scrolls); without it the area grows */
  height?: number;
  minHeight?: number;
  readOnly?: boolean;
  placeholder?: string;
  /** accessible name of the editor */
  label?: string;
  /** from the form item: its label names the editor */
  id?: string;
}

function EditorLoading() {
  const { t } = useTranslation('widgets');
  return <Skeleton active paragraph={{ rows: 4 }} aria-label={t('editor.loading')} />;
}

// Quill and its stylesheet (~60 kB gzip) load the first time an editor is shown.
const QuillEditor = lazyComponent(() => import('./QuillEditor'), EditorLoading);

/** Rich-text editor with the react-quill API; usable as a Form.Item child. */
export function RichTextEditor({ id, label, ...editor }: RichTextEditorProps) {
  const { t } = useTranslation('widgets');
  // A group named like its form item, whose label points at it by the id, from the first render
  // on (Quill's editing area inside has no id of its own, and may still be loading).
  return (
    <div id={id} role="group" aria-label={label ?? t('editor.label')}>
      <QuillEditor {...editor} />
    </div>
  );
}
