// What other features use from the preview pages (the pages themselves are lazy, via screens.ts).
export { courseFilePreviewPath, filePreviewPath, lessonDocPreviewPath } from './paths';
export { fetchFileBlob } from './api';
