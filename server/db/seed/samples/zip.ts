import { strToU8, zipSync } from 'fflate';

// A teaching-aids checklist as a zip of two small text files: a type no viewer opens, so the
// preview shows its details (and a download when allowed).

const LIST = `教具清单 / Teaching aids
干电池 2 节 / 2 dry cells
小灯泡 1 个 / 1 bulb
导线 4 根 / 4 wires
开关 1 个 / 1 switch
`;
const NOTE = `使用说明：每组一套，用后放回教具柜。
How to use: one set per group; put it back in the cabinet afterwards.
`;

export default function makeZip(): Uint8Array {
  const mtime = new Date(2024, 8, 1);
  return zipSync({ '教具清单.txt': strToU8(LIST), '使用说明.txt': strToU8(NOTE) }, { mtime });
}
