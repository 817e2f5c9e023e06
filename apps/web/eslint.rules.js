// Web-specific lint rules: React hooks and import boundaries (bulletproof-react):
//   src/shared  <-  src/features/<f>  <-  src/routes, src/app
// shared never imports features, routes or app; a feature never imports another feature, routes
// or app. (`no-restricted-imports` with gitignore-style patterns, covering the `@/` alias and
// relative paths.)
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = 'apps/web';
const featuresDir = fileURLToPath(new URL('./src/features', import.meta.url));

function listFeatures() {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const upperLayers = (message) => [
  { group: ['@/routes', '@/routes/*', '**/routes/**', '@/app', '@/app/*', '**/app/**', '**/routeTree.gen'], message },
];

const sharedBoundary = {
  files: [`${WEB}/src/shared/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...upperLayers('src/shared must not import routes or app code.'),
          {
            group: ['@/features', '@/features/*', '**/features/**'],
            message: 'src/shared must not import features: move the shared piece down into src/shared.',
          },
        ],
      },
    ],
  },
};

const features = listFeatures();

/** Relative spellings of another feature's folder, from any depth inside a feature. */
function relativeSpellings(other) {
  return [1, 2, 3, 4].flatMap((depth) => {
    const up = '../'.repeat(depth);
    return [`${up}${other}`, `${up}${other}/**`, `${up}features/${other}`, `${up}features/${other}/**`];
  });
}

const featureBoundaries = features.map((feature) => ({
  files: [`${WEB}/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...upperLayers('A feature must not import routes or app code.'),
          {
            group: [
              '@/features/*',
              `!@/features/${feature}`,
              `!@/features/${feature}/**`,
              ...features.filter((other) => other !== feature).flatMap(relativeSpellings),
            ],
            message: `features/${feature} must not import another feature: share through src/shared.`,
          },
        ],
      },
    ],
  },
}));

export default [
  {
    files: [`${WEB}/src/**/*.{ts,tsx}`, `${WEB}/test/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // TanStack Router's documented control flow: `throw redirect(...)` / `throw notFound()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
          ],
        },
      ],
    },
  },
  sharedBoundary,
  ...featureBoundaries,
];
