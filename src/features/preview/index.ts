// What other features use from the preview pages (the pages themselves are lazy, via screens.ts).
import { Spin } from 'antd';
import { lazyComponent } from '@/utils/lazy-component';

export { courseFileByIdPath, courseFilePreviewPath, filePreviewPath, lessonDocPreviewPath } from './paths';
export { fetchFileBlob } from './api';
/** A course file's preview with its download rule, for a page that shows it inline (loaded on first use). */
export const CourseFilePreview = lazyComponent(() => import('./CourseFilePreview'), Spin);
