export * from './methods';
export * from './conformance';
