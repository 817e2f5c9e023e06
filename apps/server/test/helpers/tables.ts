// Every table, for tests that read or arrange rows directly: the platform's core and each
// module's own (modules/<domain>/schema.ts).
export * from '../../src/platform/db/schema';
export * from '../../src/modules/auth/schema';
export * from '../../src/modules/chat/schema';
export * from '../../src/modules/couple/schema';
export * from '../../src/modules/love-type/schema';
export * from '../../src/modules/notification/schema';
export * from '../../src/modules/question/schema';
export * from '../../src/modules/terms/schema';
