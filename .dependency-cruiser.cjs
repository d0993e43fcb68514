// The architecture's rules, checked in `npm test` (lint step): `npx depcruise --config .dependency-cruiser.cjs src server cli`.
// DESIGN "The pieces" and STYLE "A server module" say why; each rule's comment says it in one line.
// Circles between whole modules (which a folder-scope rule cannot tell from the infrastructure every
// module uses) are checked by tests/architecture/module-graph.test.ts on this same cruise.
const INFRA = '(core|db|http|ssr|cluster|cache|mail|testing)';
const TESTS = '\\.(test|spec|contract)\\.tsx?$|/testing/|-test-kit\\.ts$|-harness\\.ts$|test-support\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports has no inside and no outside: neither end can change or be tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'The domain is plain rules: it imports nothing from the other layers.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TESTS },
      to: { path: '^(src/(application|adapters|ui)|server|cli)/' },
    },
    {
      name: 'application-needs-ports',
      comment: 'Use cases depend on ports and the domain, never on an adapter or a view.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: TESTS },
      to: { path: '^(src/(adapters|ui)|server|cli)/' },
    },
    {
      name: 'client-knows-no-server',
      comment: 'The browser and the CLI talk to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^(server|cli)/' },
    },
    {
      name: 'server-imports-only-the-domain',
      comment: 'The server shares rules with the client through src/domain only; client layers are the client\'s.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/ssr/', TESTS] },
      to: { path: '^src/(application|adapters|ui)/' },
    },
    {
      name: 'ssr-renders-the-ui-entry',
      comment: 'The page renderer reaches the UI through its server entry (entry-server, entry-server-assets) and the SSR composition root, nothing deeper.',
      severity: 'error',
      from: { path: '^server/ssr/', pathNot: TESTS },
      to: { path: '^src/(application|adapters|ui)/', pathNot: '^src/ui/entry-server(-assets)?\\.tsx?$|^src/adapters/container/ssr[^/]*\\.ts$' },
    },
    {
      name: 'cli-through-its-composition-root',
      comment: 'Commands resolve use cases from the CLI container; adapters and views are wired there, not picked by a command.',
      severity: 'error',
      from: { path: '^cli/', pathNot: TESTS },
      to: { path: '^(src/ui|src/adapters/(?!container/)|server)/' },
    },
    {
      name: 'the-demo-is-handed-over',
      comment: 'The demo (its generator, drawings and seed data) is a starter the composition root hands to the shop: no module of the shop, the client or the CLI depends on it (issue 32).',
      severity: 'error',
      from: { path: '^(src|server|cli)/', pathNot: ['^server/demo/', '^server/main\\.ts$', TESTS] },
      to: { path: '^server/demo/' },
    },
    {
      name: 'test-support-stays-in-tests',
      comment: 'server/testing (test databases seeded with the demo, harnesses) serves tests and benchmarks only: the shop never reaches it.',
      severity: 'error',
      from: { path: '^(src|server|cli)/', pathNot: TESTS },
      to: { path: '^server/testing/' },
    },
    {
      name: 'module-through-its-service',
      comment: 'A module is used through its service: its repository, routes and helpers may change without the others noticing.',
      severity: 'error',
      // The demo writes the shop's rows as the seeding in server/db once did (it is handed over, never imported: the rule above).
      from: { path: '^server/([^/]+)/', pathNot: ['^server/' + INFRA + '/', '^server/demo/', TESTS] },
      to: {
        path: '^server/[^/]+/',
        pathNot: ['^server/$1/', '^server/' + INFRA + '/', '^server/([^/]+)/\\2-service\\.ts$', '^server/demo/'],
      },
    },
    {
      name: 'infrastructure-knows-no-module',
      comment: 'Shared infrastructure serves every module, so it depends on none (the composition root wires them).',
      severity: 'error',
      from: { path: '^server/' + INFRA + '/', pathNot: ['^server/(ssr|testing|db/seed)', TESTS] },
      to: { path: '^server/[^/]+/', pathNot: ['^server/' + INFRA + '/', '^server/[^/]+/[^/]+-tables\\.ts$'] },
    },
    {
      name: 'only-routes-know-fastify',
      comment: 'HTTP stays at the edge: a service or repository that knew Fastify could not run from a sweep or the CLI.',
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: ['^server/[^/]+/[^/]+-routes\\.ts$', '^server/(http|ssr|testing)/', '^server/app\\.ts$', TESTS] },
      to: { path: '^node_modules/(fastify|@fastify)/' },
    },
    {
      name: 'only-repositories-know-sql',
      comment: 'All of a module\'s SQL is in its repository, so a schema change touches one file per module.',
      severity: 'error',
      from: { path: '^server/([^/]+)/', pathNot: ['^server/[^/]+/[^/]+-(repository|tables)\\.ts$', '^server/(db|testing|cluster|demo)/', TESTS] },
      to: { path: '^node_modules/(kysely|pg|pg-copy-streams|@electric-sql)/' },
    },
    {
      name: 'only-schemas-know-typebox',
      comment: 'The schemas are the OpenAPI source: one file per module holds them.',
      severity: 'error',
      from: { path: '^server/[^/]+/', pathNot: ['^server/[^/]+/[^/]+-schemas\\.ts$', '^server/http/', TESTS] },
      to: { path: '^node_modules/typebox/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
