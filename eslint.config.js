// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The API's HTTP edge: the only files under api/src that may import Koa or raise HTTP errors. Below it (queries,
 * writes, rules, helpers) a refusal is a domain error (api/src/data/errors.ts) that the one error middleware maps.
 * Besides http/, the routes files and the entry points, the edge holds the middleware that lives beside its
 * resource (sessions, sign-in, cookies, uploads).
 */
const apiHttpEdge = [
  'api/src/http/**',
  'api/src/**/routes.ts',
  'api/src/**/*-routes.ts',
  'api/src/app.ts',
  'api/src/server.ts',
  'api/src/**/*.test.ts',
  'api/src/auth/{admin-session,same-origin,sign-in,cookies}.ts',
  'api/src/portal/{session,sign-in-student}.ts',
  'api/src/documents/uploads.ts',
  'api/src/universities/images.ts',
];

// Imports flow one way: lib/components -> features -> app; web/, api/ and db/ share only the contract, which depends
// on nothing of ours; api/ sits on db/, never the reverse. One home per entity (docs/ARCHITECTURE.md): a feature
// holds its entity's query keys, hooks and widgets, and another feature reaches them only through its public face,
// `features/<entity>/index.ts`, never a file inside it (and never in a circle: no-cycle below).
const zones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: "A feature reaches another only through its index.ts: export the piece there, or move it to components/ or lib/ if no entity owns it.",
  })),
  {
    target: ['./web/src/features', './web/src/components', './web/src/lib'],
    from: './web/src/app',
    message: 'Only the app layer composes features.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: './web/src/features',
    message: 'lib/ and components/ sit below features/.',
  },
  {
    target: './web',
    from: ['./api', './db'],
    message: 'The web shares only the contract (@contract) with the server side.',
  },
  { target: ['./api', './db'], from: './web', message: 'The server never imports web code.' },
  { target: './db', from: './api', message: 'The database layer sits below the API: the API imports db/, never the reverse.' },
  {
    target: './contract',
    from: ['./api', './db', './web', './scripts', './bench', './e2e'],
    message: 'The contract depends on nothing but zod.',
  },
  {
    target: './api/src/data',
    from: './api/src',
    except: ['./data'],
    message: 'data/ holds the helpers every resource shares: it imports no resource folder.',
  },
  {
    target: './api/src/http',
    from: './api/src',
    except: ['./http', './data/errors.ts'],
    message: 'http/ holds Koa middleware and request parsing: it imports no resource (the error middleware knows only data/errors.ts).',
  },
  {
    target: ['./api/src/!(server).ts', './api/src/*/**'],
    from: ['./api/src/app.ts', './api/src/server.ts'],
    message: 'Only the entry points (server.ts, the benchmark) and the tests build the app.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Our modules are TypeScript: no-cycle only follows imports into files of these extensions.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], alias: {
            '@contract': [fileURLToPath(new URL('./contract', import.meta.url))],
            '@db': [fileURLToPath(new URL('./db', import.meta.url))],
          }, }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'import-x/no-restricted-paths': ['error', { zones }],
      // Packages are not followed: only our own modules can form a cycle worth reporting.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Inside the API, imports flow routes -> data -> contract: below the HTTP edge nothing imports Koa, the HTTP
    // errors or a routes file; it throws the domain errors of data/errors.ts, and the error middleware maps them.
    files: ['api/src/**/*.ts'],
    ignores: apiHttpEdge,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'koa', message: 'Only the HTTP edge (http/, routes files, app.ts) uses Koa.' }],
          patterns: [
            { group: ['@koa/*', 'koa-*'], message: 'Only the HTTP edge (http/, routes files, app.ts) uses Koa.' },
            {
              group: ['**/http/errors'],
              importNames: ['HttpError', 'badRequest', 'tooManyRequests'],
              message: 'Below the routes, throw a domain error (api/src/data/errors.ts): the error middleware gives it its status.',
            },
            { group: ['**/routes', '**/*-routes', '**/app', '**/server'], message: 'Routes and the entry points sit above the data layer: nothing below imports them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TanStack's lazy route component reloads the page when a chunk fails: routes use lib/lazy-page.ts instead.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tanstack/react-router', importNames: ['lazyRouteComponent'], message: 'Use lazyPage (web/src/lib/lazy-page.ts): it never reloads the page by itself.' }] },
      ],
    },
  },
  {
    files: ['web/src/lib/lazy-page.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
