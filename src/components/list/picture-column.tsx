import type { ReactNode } from 'react';

/**
 * A cell that only shows a picture (a cover, an image): no field behind it, so it is never
 * sorted and never written to an export, where a picture has no text to give.
 */
export function pictureColumn<T>(key: string, title: string, width: number, picture: (row: T) => ReactNode) {
  return { key, title, width, render: (_: unknown, row: T) => picture(row) };
}
