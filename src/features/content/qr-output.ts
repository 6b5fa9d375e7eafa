import { saveBlob } from '@/utils/save-blob';

// What the QR dialog does with its code: the canvas antd's QRCode drew, saved as a PNG or printed
// on a page of its own with the item's title and address under it.

export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the QR canvas gave no image'))), 'image/png'),
  );
}

/** A file name from the item's title: characters file systems refuse become '_'. */
export function pngName(title: string): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, '_').trim();
  return `${safe || 'qrcode'}.png`;
}

export async function downloadQrPng(canvas: HTMLCanvasElement, title: string): Promise<void> {
  saveBlob(await canvasPng(canvas), pngName(title));
}

/**
 * Prints the code alone: a hidden frame holds the picture, the title and the address, and asks
 * the browser to print it; the console around it stays out of the printout.
 */
export function printQr(canvas: HTMLCanvasElement, title: string, address: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (doc) {
    doc.title = title;
    const box = doc.createElement('div');
    box.style.cssText = 'text-align:center;font-family:sans-serif;padding-top:40px';
    const image = doc.createElement('img');
    image.src = canvas.toDataURL('image/png');
    image.alt = title;
    image.style.cssText = 'width:280px;height:280px;image-rendering:pixelated';
    const heading = doc.createElement('h2');
    heading.textContent = title;
    const link = doc.createElement('p');
    link.textContent = address;
    box.append(image, heading, link);
    doc.body.appendChild(box);
  }
  const run = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // Printing blocks until the dialog closes; the frame is not needed afterwards.
    setTimeout(() => frame.remove(), 1000);
  };
  // The data URL picture decodes asynchronously; print once it can be drawn.
  const image = doc?.querySelector('img');
  if (image && !image.complete) image.addEventListener('load', run, { once: true });
  else run();
  return frame;
}
