import path from 'node:path';

/**
 * The import layers of `src/` (docs/screens/README.md):
 * - the shared layers (api, stores, hooks, components, utils, i18n, locales) never import from
 *   `features/`, `layout/` or `router/`;
 * - code outside a feature (another feature, the layout, main) reaches it only through its public
 *   entry, the feature folder's `index.ts`. The router gathers screens with `import.meta.glob`
 *   and loads screens lazily, so a dynamic `import()` only has to respect the shared layers.
 * A feature is a folder of `src/features/`, or of a group folder such as `src/features/system/`.
 */
const SHARED = ['api', 'stores', 'hooks', 'components', 'utils', 'i18n', 'locales'];
const UPPER = ['features', 'layout', 'router'];
const GROUPS = ['system'];

function srcParts(file, srcDir) {
  const relative = path.relative(srcDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep);
}

/** The imported module as parts below `src/`, or null when it is a package or outside `src/`. */
function targetParts(source, file, srcDir) {
  if (source.startsWith('@/')) return source.slice(2).split('/');
  if (source.startsWith('.')) return srcParts(path.resolve(path.dirname(file), source), srcDir);
  return null;
}

/** `['features', 'system', 'user']` for that feature's folder or any file in it, else null. */
function featureOf(parts) {
  if (parts[0] !== 'features' || parts.length < 2) return null;
  const depth = GROUPS.includes(parts[1]) ? 3 : 2;
  return parts.length >= depth ? parts.slice(0, depth) : null;
}

function isPublicEntry(target, feature) {
  const rest = target.slice(feature.length);
  return rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
}

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward: "'{{layer}}/' is a shared layer and may not import from '{{target}}/'.",
      entry: "Import the feature '{{feature}}' through its public entry '@/{{feature}}' (its index.ts).",
    },
  },
  create(context) {
    const file = context.filename;
    const srcDir = path.join(context.cwd, 'src');
    const own = srcParts(file, srcDir);
    if (!own) return {};
    const ownFeature = featureOf(own);
    const check = (node, dynamic) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = targetParts(node.source.value, file, srcDir);
      if (!target) return;
      if (SHARED.includes(own[0]) && UPPER.includes(target[0])) {
        context.report({ node: node.source, messageId: 'upward', data: { layer: own[0], target: target[0] } });
        return;
      }
      if (dynamic || own[0] === 'router') return;
      const feature = featureOf(target);
      if (!feature || (ownFeature && ownFeature.join('/') === feature.join('/'))) return;
      if (!isPublicEntry(target, feature)) {
        context.report({ node: node.source, messageId: 'entry', data: { feature: feature.join('/') } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, false),
      ExportNamedDeclaration: (node) => check(node, false),
      ExportAllDeclaration: (node) => check(node, false),
      ImportExpression: (node) => check(node, true),
    };
  },
};

/**
 * The two sides of the product and what they share: the server (`server/`) never imports the
 * console (`src/`), the console never imports the server, and `contract/`, which both import,
 * imports neither. A shape or rule both sides need is declared once in `contract/`.
 */
const SIDES = { server: ['src'], src: ['server'], contract: ['src', 'server'] };

function topFolder(file, root) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

const sides = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      side: "'{{own}}/' may not import from '{{target}}/': declare what both sides use in 'contract/'.",
    },
  },
  create(context) {
    const root = context.cwd;
    const own = topFolder(context.filename, root);
    const forbidden = SIDES[own];
    if (!forbidden) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const source = node.source.value;
      let target = null;
      if (source.startsWith('@/')) target = 'src';
      else if (source.startsWith('@contract/')) target = 'contract';
      else if (source.startsWith('.')) target = topFolder(path.resolve(path.dirname(context.filename), source), root);
      if (target && forbidden.includes(target)) {
        context.report({ node: node.source, messageId: 'side', data: { own, target } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: rule, sides } };
