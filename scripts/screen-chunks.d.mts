export interface ScreenChunks {
  name: string;
  module: string;
  chunk: string;
  ownChunk: boolean;
  list: boolean;
  ownBytes: number;
  bytes: number;
  files: number;
  cssBytes: number;
  heavy: string[];
  onDemand: string[];
}

export interface ScreenChunkReport {
  shell: { files: number; bytes: number; heavy: string[] };
  screens: ScreenChunks[];
  /** the demo-only screens the build does not hold */
  absent: string[];
}

export const HEAVY_LIBRARIES: Record<string, RegExp>;
export const KEPT_OUT_OF_LISTS: string[];
export function isListScreen(name: string): boolean;
export function declaredScreenModules(root?: string): Record<string, { module: string; demoOnly: boolean }>;
/** A chunk of the build as scripts/chunk-graph writes it (the fields read here). */
export interface GraphChunk {
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModule: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  css: string[];
}
export function readChunkGraph(outDir: string): Record<string, GraphChunk>;
export function screenChunkReport(outDir: string, root?: string): ScreenChunkReport;
export function listScreenLeaks(report: ScreenChunkReport): { name: string; libraries: string[] }[];
export function formatScreenChunks(report: ScreenChunkReport): string[];
