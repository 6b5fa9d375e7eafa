/** HTMLMediaElement.HAVE_CURRENT_DATA: the picture at the current position is decoded. */
const HAS_PICTURE = 2;

/**
 * Waits until the video has the picture of its current position (a video preloading only its
 * metadata has none until asked for one); rejects after `ms` when it never comes (a format the
 * browser cannot decode).
 */
function pictureReady(video: HTMLVideoElement, ms = 5000): Promise<void> {
  if (video.readyState >= HAS_PICTURE) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', done);
      video.removeEventListener('seeked', done);
      resolve();
    };
    const timer = setTimeout(() => {
      video.removeEventListener('loadeddata', done);
      video.removeEventListener('seeked', done);
      reject(new Error('the video gave no picture'));
    }, ms);
    video.addEventListener('loadeddata', done);
    video.addEventListener('seeked', done);
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
