/** What every viewer receives: the file's bytes and its name (for alt texts and labels). */
export interface ViewerProps {
  blob: Blob;
  fileName: string;
}
