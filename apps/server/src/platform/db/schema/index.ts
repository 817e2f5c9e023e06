export * from './members';
export * from './sessions';
export * from './terms';
export * from './couples';
export * from './notifications';
export * from './love-types';
export * from './member-events';
export * from './chat';
