import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Which way imports may point (docs/architecture.md): pages compose, nothing imports a page; `lib/`
 * holds what components and stores use, never the reverse, and so do the proxy and the route
 * handlers; `components/` holds no `server-only` module; `lib/domain/` is pure rules that import
 * nothing outside themselves, not even a package. Cycles between feature folders are counted by
 * scripts/layout-check.mjs, which sees the whole tree.
 */
const noApp = {
  regex: '^(@/app/|(\\.\\./)+app/)',
  message: 'Nothing outside app/ imports from app/: move what is shared to lib/ or components/.',
};
const noUi = {
  regex: '^(@/(components|stores)/|(\\.\\./)+(components|stores)/)',
  message: 'lib/ imports no components/ or stores/: they import lib/.',
};
const noComponents = {
  regex: '^(@/components/|(\\.\\./)+components/)',
  message: 'The proxy and route handlers import no components/: what they need is in lib/.',
};
const noServerOnly = {
  regex: '^server-only$',
  message: 'components/ holds React and thin server-action files: a server-only module belongs in lib/.',
};
const onlyDomain = {
  regex: '^(?!\\./)',
  message: 'lib/domain/ imports nothing outside itself (relative imports within it only): pure rules over plain data.',
};
const restricted = (...patterns) => ['error', { patterns }];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'mock-backend/data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['components/**'], rules: { 'no-restricted-imports': restricted(noApp, noServerOnly) } },
  { files: ['stores/**'], rules: { 'no-restricted-imports': restricted(noApp) } },
  { files: ['proxy.ts', 'app/api/**'], rules: { 'no-restricted-imports': restricted(noComponents) } },
  { files: ['lib/**'], rules: { 'no-restricted-imports': restricted(noApp, noUi) } },
  { files: ['lib/domain/**'], rules: { 'no-restricted-imports': restricted(onlyDomain) } },
  {
    // A focused test left behind makes CI run one test and pass.
    files: ['tests/**', 'e2e/**', 'mock-backend/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['test', 'it', 'describe'].map((object) => ({
          object,
          property: 'only',
          message: 'Remove .only before committing.',
        })),
        { property: 'only', message: 'Remove .only before committing.' },
      ],
    },
  },
];

export default config;
