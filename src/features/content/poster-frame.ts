/** HTMLMediaElement.HAVE_CURRENT_DATA: the picture at the current position is decoded. */
const HAS_PICTURE = 2;

/** What the browser may say while it fetches and decodes the picture at the current position. */
const PICTURE_EVENTS = ['loadedmetadata', 'loadeddata', 'seeked', 'canplay'] as const;

/**
 * Waits until the video has the picture of its current position (a video preloading only its
 * metadata has none until asked for one); rejects at once when the browser says it cannot read
 * the video, and after `ms` when the picture never comes. The wait is long because a busy
 * computer or a slow network may take seconds to bring the first frame, and the button shows it
 * is working meanwhile.
 */
export function pictureReady(video: HTMLVideoElement, ms = 20_000): Promise<void> {
  if (video.readyState >= HAS_PICTURE) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      for (const event of PICTURE_EVENTS) video.removeEventListener(event, check);
      video.removeEventListener('error', unreadable);
    };
    // Any of the events may come before the picture does: each one looks again.
    const check = () => {
      if (video.readyState < HAS_PICTURE) return;
      stop();
      resolve();
    };
    const unreadable = () => {
      stop();
      reject(new Error('the browser cannot read the video'));
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the video gave no picture'));
    }, ms);
    for (const event of PICTURE_EVENTS) video.addEventListener(event, check);
    video.addEventListener('error', unreadable);
    // Seeking asks the browser to decode the picture at that position.
    video.currentTime = video.currentTime || 0.001;
  });
}

/**
 * One frame of the video as a JPEG: the picture at its current position, drawn on a canvas. The
 * video must come from this site (uploads do), or the canvas would be tainted and give no image.
 */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  await pictureReady(video);
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) throw new Error('the video has no picture');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/jpeg', 0.85),
  );
}
