import {
  conversationReducer,
  type ConversationAction,
  type ConversationState,
} from './conversation';

/**
 * The conversation state outside React: stream events arrive several in one task (chunks, then
 * `ai_response_id`), and each must see the state the previous one left, which React state only
 * has after a render. Read with `useSyncExternalStore(store.subscribe, store.get)`.
 */
export class ConversationStore {
  private listeners = new Set<() => void>();

  constructor(private state: ConversationState) {}

  get = (): ConversationState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (action: ConversationAction): ConversationState => {
    const next = conversationReducer(this.state, action);
    if (next !== this.state) {
      this.state = next;
      for (const listener of [...this.listeners]) listener();
    }
    return next;
  };
}
