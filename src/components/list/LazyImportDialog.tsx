import { useState } from 'react';
import { lazyComponent } from '@/utils/lazy-component';
import type { ImportDialogProps } from './ImportDialog';

const Dialog = lazyComponent(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/**
 * The import dialog, loaded the first time it opens: most visits to a list screen never import,
 * so the dialog, its preview table and upload control stay out of the screen's first chunk.
 */
export function LazyImportDialog(props: ImportDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return <Dialog {...props} />;
}
