// Server-specific lint rules: import boundaries of DESIGN 2.
// - src/platform/** never imports src/modules/** (shared code goes down, never up).
// - a module imports another module only through its public index (`../terms`, never
//   `../terms/repository`).
export default [
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'platform/ must not import modules/: move shared code down into platform/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(?!platform/)[\\w-]+/.+',
              message:
                "Import another module only through its index (e.g. '../terms'), never its internals.",
            },
          ],
        },
      ],
    },
  },
];
