// The bytes of the engine's code in a page's heap (bytecode, compiled machine code, feedback),
// read from a heap snapshot. It grows while functions get hot and are compiled again by the
// optimising tiers, whatever the app keeps, until the app's code is warm; memory figures that
// look for what the app keeps report the heap's growth with and without it.

/** Takes a heap snapshot through the DevTools session `cdp` and answers its code's bytes. */
export async function compiledCodeBytes(cdp) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  const snapshot = JSON.parse(chunks.join(''));
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const type = fields.indexOf('type');
  const size = fields.indexOf('self_size');
  const code = types[0].indexOf('code');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + type] === code) bytes += snapshot.nodes[i + size];
  }
  return bytes;
}
