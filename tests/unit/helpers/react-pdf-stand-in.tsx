import { useEffect, type ReactNode } from 'react';

// pdf.js needs a canvas and a worker, which jsdom lacks: a test replaces react-pdf with this
// stand-in (`vi.mock('react-pdf', () => import('../helpers/react-pdf-stand-in'))`), which reads
// the bytes like pdf.js would decide (a PDF header or not) and draws page numbers.

type DocumentProps = {
  file: Blob;
  onLoadSuccess: (pdf: { numPages: number }) => void;
  onLoadError: (error: Error) => void;
  children: ReactNode;
};

export const pdfjs = { GlobalWorkerOptions: {} };

export function Document({ file, onLoadSuccess, onLoadError, children }: DocumentProps) {
  useEffect(() => {
    void file.text().then((text) => {
      if (text.startsWith('%PDF')) onLoadSuccess({ numPages: (text.match(/\/Type \/Page /g) ?? []).length });
      else onLoadError(new Error('Invalid PDF structure.'));
    });
  }, [file, onLoadSuccess, onLoadError]);
  return <div>{children}</div>;
}

export function Page({ pageNumber, scale }: { pageNumber: number; scale: number }) {
  return <div data-testid="pdf-page">{`page ${pageNumber} at ${Math.round(scale * 100)}`}</div>;
}
