import { use } from 'react';
import { decodeText } from '@/components/list/spreadsheet/decode-text';
import styles from './viewers.module.css';
import { readOnce } from './read-once';
import type { ViewerProps } from './viewer-props';

const textOf = readOnce(async (blob) => decodeText(await blob.arrayBuffer()));

/** UTF-8 or GBK text as it is, wrapped to the page width. */
export default function TextViewer({ blob, fileName }: ViewerProps) {
  const text = use(textOf(blob));
  return (
    <pre className={styles.text} aria-label={fileName} tabIndex={0}>
      {text}
    </pre>
  );
}
