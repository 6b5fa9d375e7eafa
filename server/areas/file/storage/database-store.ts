import type { FileBody, FileStore, Placement } from './file-store';

// The default place (the `local` configuration): the bytes in the file's own row of
// sys_oss_file, written by the same insert that records the file, so a file never exists without
// its bytes and every instance on the database serves it.

function oneChunk(bytes: Uint8Array): FileBody {
  return {
    size: bytes.byteLength,
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  };
}

export const databaseStore: FileStore = {
  put: async ({ bytes }): Promise<Placement> => ({ content: bytes, ossConfigId: null, objectKey: null }),
  get: async (placement) => (placement.content ? oneChunk(placement.content) : undefined),
  // the row is the storage: nothing is left behind when it is not written
  delete: async () => undefined,
};
