/**
 * One frame of a playing or paused video as a JPEG: the picture at the video's current position,
 * drawn on a canvas. The video must come from this site (uploads do), or the canvas would be
 * tainted and give no image. Rejects while the video has no picture yet (not loaded, or a format
 * the browser cannot decode).
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return Promise.reject(new Error('the video has no picture yet'));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/jpeg', 0.85),
  );
}
