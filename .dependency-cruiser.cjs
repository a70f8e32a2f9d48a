/**
 * The import graph the build enforces (docs/decisions/0023-enforced-boundaries.md):
 * web -> common <- server, common imports no app code and no Node built-ins, production code
 * never imports tests, a feature in web/features/ uses another only through its index.ts, and no
 * loop runs through the features.
 * `npm run lint` runs it over web/, server/ and common/; tests/integration/dependency-graph.test.ts
 * proves each rule fails on a tree that breaks it.
 */
const TEST_CODE = '(\\.test\\.tsx?$|/test-support/|-test-helpers\\.ts$|^web/test/)';

module.exports = {
  forbidden: [
    {
      name: 'web-imports-server',
      comment: 'The browser app talks to the server over HTTP only; what both need lives in common/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-web',
      comment: "The server never runs the browser app's code (its tests may drive web/'s data functions).",
      severity: 'error',
      from: { path: '^server/', pathNot: TEST_CODE },
      to: { path: '^web/' },
    },
    {
      name: 'common-imports-app-code',
      comment: 'common/ is imported by both sides, so it may import neither (nor tests, benches or scripts).',
      severity: 'error',
      from: { path: '^common/', pathNot: TEST_CODE },
      to: { path: '^(web|server|tests|bench|build|scripts)/' },
    },
    {
      name: 'common-imports-node',
      comment: 'common/ runs in the browser too: no Node built-ins.',
      severity: 'error',
      from: { path: '^common/', pathNot: TEST_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'production-imports-tests',
      severity: 'error',
      from: { path: '^(web|server|common)/', pathNot: TEST_CODE },
      to: { path: '^tests/' },
    },
    {
      name: 'feature-internal-import',
      comment:
        "A feature reaches another only through that feature's public entry, web/features/<name>/index.ts " +
        "(import '@web/features/<name>'); what is not exported there is the other feature's own business.",
      severity: 'error',
      from: { path: '^web/features/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^web/features/[^/]+/', pathNot: ['^web/features/$1/', '^web/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'feature-loop',
      comment: 'Features depend one way: when two need each other, the shared part moves to web/lib or web/components.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^web/features/[^/]+/?$' },
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Feature loops are about what the app ships; tests may reach across features freely.
    exclude: { path: '\\.test\\.tsx?$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
