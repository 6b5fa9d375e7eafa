import { lazy, Suspense, useState } from 'react';
import type { ImportDialogProps } from './ImportDialog';

const Dialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/**
 * The import dialog, loaded the first time it opens: most visits to a list screen never import,
 * so the dialog, its preview table and upload control stay out of the screen's first chunk.
 */
export function LazyImportDialog(props: ImportDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
