// The preview pages' addresses: the one place that builds them.

/** Any file this system stores, by its address (uploads, message attachments, unsaved course files). */
export const filePreviewPath = (url: string, name: string) =>
  `/fileView?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`;
/** A course-level file's preview, and a lesson document's (the same viewer in a lesson's context). */
export const courseFilePreviewPath = (fileId: number) => `/courseFileView?fileId=${fileId}`;
export const lessonDocPreviewPath = (fileId: number) => `/docView?fileId=${fileId}`;
/** A course file by its id in the generic viewer: how a teacher's lesson files open. */
export const courseFileByIdPath = (fileId: number) => `/fileView?fileId=${fileId}`;
