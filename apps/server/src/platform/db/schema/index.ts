export * from './members';
export * from './sessions';
export * from './terms';
