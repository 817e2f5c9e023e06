export {
  connectionState,
  reportAnswer,
  reportNoAnswer,
  subscribeConnection,
  type ConnectionState,
} from './connection';
export { useConnection } from './use-connection';
export { ConnectionBanner } from './connection-banner';
