/**
 * The architecture rules (docs/architecture.md "Direction of imports"), checked by `pnpm arch` inside
 * `npm test`. Each rule says what it keeps; a breach fails the test command. That API modules depend one
 * way (no cycle between module folders, tests left out) is checked by `pnpm graph --check`.
 */
const TESTS = '(\\.test\\.tsx?$|\\.spec\\.ts$|/test-support/|/testing/|/test-setup\\.ts$|vite\\.config\\.ts$|vitest\\.config\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles between files.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-workspace',
      severity: 'error',
      comment: 'shared imports nothing from the workspace.',
      from: { path: '^shared/' },
      to: { path: '^(api|public-site|backoffice|e2e)/' },
    },
    {
      name: 'shared-is-portable',
      severity: 'error',
      comment: 'shared runs in the browser and in Node: no Node built-ins outside its tests.',
      from: { path: '^shared/src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'apps-never-import-each-other',
      severity: 'error',
      comment: 'The apps meet in shared and over HTTP, never in code.',
      from: { path: '^(api|public-site|backoffice)/' },
      to: { path: '^(api|public-site|backoffice)/', pathNot: ['^$1/'] },
    },
    {
      name: 'e2e-drives-the-product-only',
      severity: 'error',
      comment: 'e2e specs drive the product through the browser and the public API, never app code.',
      from: { path: '^e2e/' },
      to: { path: '^(api|public-site|backoffice)/' },
    },
    {
      name: 'production-code-imports-no-test-code',
      severity: 'error',
      comment: 'Fixtures and test helpers stay out of builds.',
      from: { path: '^(api|public-site|backoffice|shared)/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'production-code-imports-no-dev-dependency',
      severity: 'error',
      comment: 'What ships may only use dependencies, not devDependencies.',
      from: { path: '^(api|public-site|backoffice|shared)/src/', pathNot: TESTS },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    // The API: routes -> services -> repositories -> db; modules meet only through services.
    {
      name: 'api-modules-meet-through-services',
      severity: 'error',
      comment: 'An API module uses another only through its *.service.ts (never its repository, routes or internals).',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/$1/', '\\.service\\.ts$'] },
    },
    {
      name: 'api-repositories-are-the-bottom',
      severity: 'error',
      comment: 'A repository owns SQL only: it never calls services or routes.',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'api-services-know-no-http',
      severity: 'error',
      comment: 'Services know nothing of routes (nor of Fastify).',
      from: { path: '^api/src/.*\\.service\\.ts$' },
      to: { path: '(\\.routes\\.ts$|^api/src/plugins/|node_modules/fastify/)' },
    },
    {
      name: 'api-foundation-knows-no-module',
      severity: 'error',
      comment: 'lib/, db/ and events/ are below every module.',
      from: { path: '^api/src/(lib|db|events)/', pathNot: TESTS },
      to: { path: '^api/src/modules/' },
    },
    // The public site: components | lib | hooks | config -> features -> app.
    {
      name: 'public-site-features-are-independent',
      severity: 'error',
      comment: 'No public-site feature imports another; pages compose features in app/routes.',
      from: { path: '^public-site/src/features/([^/]+)/' },
      to: { path: '^public-site/src/features/', pathNot: ['^public-site/src/features/$1/'] },
    },
    {
      name: 'public-site-features-below-app',
      severity: 'error',
      comment: 'Features never import the app.',
      from: { path: '^public-site/src/features/' },
      to: { path: '^public-site/src/app/' },
    },
    {
      name: 'public-site-shared-code-below-features',
      severity: 'error',
      comment: 'components, lib, hooks and config never import features or the app.',
      from: { path: '^public-site/src/(components|lib|hooks|config)/', pathNot: TESTS },
      to: { path: '^public-site/src/(features|app)/' },
    },
    // The back-office: resources never import each other; they share components, providers and layout.
    {
      name: 'backoffice-resources-are-independent',
      severity: 'error',
      comment: 'A back-office resource never imports another; app.tsx lists them.',
      from: { path: '^backoffice/src/(?!components/|providers/|layout/|testing/)([^/]+)/' },
      to: { path: '^backoffice/src/[^/]+/', pathNot: ['^backoffice/src/$1/', '^backoffice/src/(components|providers|layout|testing)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|/coverage/|\\.d\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
