// Web-specific lint rules: React hooks and the import zones of apps/web/src (bulletproof-react):
//
//   src/app  ->  src/routes (with routeTree.gen)  ->  src/features/<f>  ->  src/shared
//
// Imports only go rightwards, never back up. Between features:
// - a feature is seen from outside only through its face, `features/<f>/index.ts`
//   (`@/features/<f>`: its screens, reads, rules and the widgets other features' screens show);
//   its api/, model/, hooks/ and components/ are its own. Routes too import features only by
//   their faces (the screens, reads and search rules they need are on the face): the build keeps
//   only the re-exports an importer uses (build/side-effects.ts, build/initial-chunk.ts), so a
//   route's loader importing a read from a face does not pull the feature's screens into the
//   first screen's chunk;
// - a feature imports another feature only along FEATURE_DAG below (no circles: composite
//   features such as home, my-page and onboarding compose the faces of the features they show).
// (`no-restricted-imports` patterns by regex, covering the `@/` alias and relative paths.)
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = 'apps/web';
/** The modules of build/side-effects.ts's EFFECT_MODULES, as the ends of their import paths. */
const EFFECT_IMPORTS = ['/preview-hook'].map((path) => path.replace(/[/.]/g, '\\$&')).join('|');
const featuresDir = fileURLToPath(new URL('./src/features', import.meta.url));

/**
 * Which features each feature may import (through their faces). A new feature starts with none;
 * adding an edge here is a design decision: it must keep the graph free of circles.
 */
export const FEATURE_DAG = {
  auth: [],
  chat: ['auth'],
  couple: ['auth', 'notification'],
  notification: [],
  terms: [],
  history: ['chat'],
  'love-type': ['auth', 'couple'],
  profile: ['auth', 'couple'],
  question: ['auth', 'couple'],
  home: ['auth', 'chat', 'couple', 'love-type', 'notification', 'question'],
  'my-page': ['auth', 'couple', 'profile', 'terms'],
  onboarding: ['auth', 'couple', 'profile', 'terms'],
};

function listFeatures() {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const features = listFeatures();
const escape = (name) => name.replace(/[\^$*+?.()|[\]{}]/g, '\\$&');
const oneOf = (names) => names.map(escape).join('|');

const noApp = (message) => ({ regex: '^(@/app(/|$)|(\\.\\./)+app(/|$))', message });
const noRoutes = (message) => ({
  regex: '(^@/routes(/|$)|^(\\.\\./)+routes(/|$)|routeTree\\.gen)',
  message,
});
const noFeatures = (message) => ({ regex: '^(@/features(/|$)|(\\.\\./)+features(/|$))', message });
/** Relative spellings of another feature's folder, from any depth inside a feature. */
const noRelativeFeature = (others) => ({
  regex: `^(\\.\\./)+(features/)?(${oneOf(others)})(/|$)`,
  message: 'Import another feature by its face, `@/features/<name>`, not by a relative path.',
});

function restrict(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const sharedBoundary = restrict(
  [`${WEB}/src/shared/**/*.{ts,tsx}`],
  [
    noApp('src/shared must not import app code.'),
    noRoutes('src/shared must not import routes.'),
    noFeatures(
      'src/shared must not import features: domain code lives in its feature; shared holds generic code only.',
    ),
  ],
);

const featureBoundaries = features.map((feature) => {
  const allowed = FEATURE_DAG[feature] ?? [];
  const others = features.filter((other) => other !== feature);
  return restrict(
    [`${WEB}/src/features/${feature}/**/*.{ts,tsx}`],
    [
      noApp('A feature must not import app code.'),
      noRoutes('A feature must not import routes.'),
      {
        regex: `^@/features/(?!${escape(feature)}/)[^/]+/`,
        message:
          'Import another feature only through its face (`@/features/<name>`, its index.ts): its files are its own.',
      },
      {
        regex: `^@/features/(?!(${oneOf([feature, ...allowed])})$)[^/]+$`,
        message: `features/${feature} may import only ${
          allowed.length ? allowed.join(', ') : 'no other feature'
        } (FEATURE_DAG in apps/web/eslint.rules.js).`,
      },
      ...(others.length ? [noRelativeFeature(others)] : []),
    ],
  );
});

const routesBoundary = restrict(
  [`${WEB}/src/routes/**/*.{ts,tsx}`],
  [
    noApp('src/routes must not import app code: the app imports the routes.'),
    {
      regex: '^@/features/[^/]+/',
      message:
        "A route imports a feature only through its face, `@/features/<name>`: add what the route needs to the feature's index.ts.",
    },
    { regex: '^(\\.\\./)+features(/|$)', message: 'Import features by `@/features/<name>`.' },
  ],
);

const appBoundary = restrict(
  [`${WEB}/src/app/**/*.{ts,tsx}`],
  [
    {
      regex: '^@/features/[^/]+/',
      message: 'The app imports a feature only through its face (`@/features/<name>`).',
    },
  ],
);

export default [
  {
    files: [`${WEB}/src/**/*.{ts,tsx}`, `${WEB}/test/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The build counts the app's own modules side-effect free (build/side-effects.ts), so a
      // module run only for its effect must be listed there (EFFECT_MODULES) or it is dropped.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[specifiers.length=0][source.value=/^(\\.|@\\/)/]:not([source.value=/(\\.css|${EFFECT_IMPORTS})$/])`,
          message:
            'A bare import runs a module for its effect, and the build treats src/ modules as side-effect free: add the module to EFFECT_MODULES in build/side-effects.ts (and EFFECT_IMPORTS here), or import what you use.',
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // TanStack Router's documented control flow: `throw redirect(...)` / `throw notFound()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
    },
  },
  sharedBoundary,
  ...featureBoundaries,
  routesBoundary,
  appBoundary,
];
