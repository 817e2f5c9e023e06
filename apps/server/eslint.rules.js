// Server-specific lint rules: import boundaries of DESIGN 2.
// - src/platform/** never imports src/modules/** (shared code goes down, never up).
// - a module imports another module only through its public index (`../terms`, never
//   `../terms/repository`); that holds for its tables too (`../couple/schema` is refused).
// - a module's tables are its own: another module's schema.ts may name them for a foreign key
//   (the index exports them as `<name>Table`), no other file of another module imports them.
const moduleInternals = {
  regex: '^(\\.\\./)+(?!platform/)[\\w-]+/.+',
  message: "Import another module only through its index (e.g. '../terms'), never its internals.",
};
const moduleSchema = {
  regex: '^(\\.\\./)+(?!platform/)[\\w-]+/schema(\\.ts)?$',
  message:
    "Another module's tables are its own: ask its index (face) for what you need; only a schema.ts may reference its `...Table` export for a foreign key.",
};
const moduleTables = {
  regex: '^(\\.\\./)+(?!platform(/|$))[\\w-]+$',
  importNamePattern: 'Table$',
  message:
    "Another module's tables are its own: read or change its data through its face; only a schema.ts may import a `...Table` for a foreign key.",
};

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
    ignores: ['apps/server/src/modules/*/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [moduleSchema, moduleTables, moduleInternals] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/schema.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleSchema, moduleInternals] }],
    },
  },
];
