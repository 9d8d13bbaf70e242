// The server's layers (docs/architecture.md, "Layers"; decision 039): a module imports its own layer
// and the layers below it, never one above, and no import circles. Run by `npm run test:deps`.

const src = '^apps/server/src/';

/** Bottom to top. */
const layers = [
  { name: 'lib', path: `${src}lib/` },
  { name: 'config', path: `${src}config\\.ts$` },
  { name: 'db', path: `${src}db/` },
  { name: 'auth', path: `${src}auth/` },
  { name: 'plugins', path: `${src}plugins/` },
  { name: 'features', path: `${src}(features|backup)/` },
  { name: 'composition', path: `${src}(services|jobs|routes|app)\\.ts$` },
  { name: 'server', path: `${src}server\\.ts$` },
];

const upward = layers.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-imports-only-below`,
  comment: `${layer.name} may import only its own layer and the ones below it (lib < config < db < auth < plugins < features < services/jobs/routes/app < server).`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: layers.slice(index + 1).map((above) => above.path) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'in-a-layer',
      comment:
        'Every server module sits in a layer: a new folder gets its place in this file and in the docs.',
      severity: 'error',
      from: { path: src, pathNot: layers.map((layer) => layer.path) },
      to: {},
    },
    {
      name: 'imports-a-layer',
      comment: 'Every server module imported sits in a layer too.',
      severity: 'error',
      from: {},
      to: { path: src, pathNot: layers.map((layer) => layer.path) },
    },
    {
      name: 'no-circular',
      comment: 'No import circles, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // The rule holds for the shop's code; tests may reach for any layer to set up their world.
    exclude: { path: '\\.test\\.tsx?$' },
    doNotFollow: { path: ['node_modules', '^packages/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
