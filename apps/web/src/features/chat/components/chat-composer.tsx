import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowUp, Square } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, textLength } from '@dama/contract';
import { cn } from '@/shared/ui/cn';
import {
  composerError,
  sameTapSequence,
  sendsOnKey,
  TAP_GUARD_MS,
  type SendOutcome,
} from '../model/composer';

/** Show the counter from this many characters on. */
const COUNTER_FROM = 400;
const MAX_HEIGHT_PX = 132;

export interface ChatComposerProps {
  /** Sends the text; a `refused` send brings the draft back (a failed one stays as its bubble). */
  onSend: (text: string) => Promise<SendOutcome>;
  /** A reply is expected or streaming: sending waits, and `onStop` is offered. */
  busy: boolean;
  onStop?: () => void;
  stopping?: boolean;
  /** Why the room takes no message now (paused, between levels); the field is then disabled. */
  disabledReason?: string | null;
  /** The field takes text (a draft) but nothing is sent yet (the attachment test comes first). */
  sendLocked?: boolean;
  /** The draft kept on the device: the text to start with, and where each change goes. */
  draft?: { initial: string; save: (text: string) => void };
}

/**
 * The message field (DESIGN 6, 11): Enter sends unless the Korean IME is composing (never half a
 * syllable), Shift+Enter is a new line; the send button is off for empty or too long text and
 * while a reply is under way, when it becomes the stop button. A tap sequence acts once: taps
 * right after a send neither send again nor stop the reply the send asked for (decision 0052).
 */
export function ChatComposer({
  onSend,
  busy,
  onStop,
  stopping = false,
  disabledReason = null,
  sendLocked = false,
  draft,
}: ChatComposerProps) {
  const [text, setText] = useState(() => draft?.initial ?? '');
  const field = useRef<HTMLTextAreaElement>(null);
  const sentAt = useRef<number | null>(null);
  // A send not yet rendered: a second tap or Enter before the field empties sends nothing.
  const submitted = useRef(false);
  useEffect(() => {
    submitted.current = false;
  });
  // ■ takes no tap for a moment after a send (the rest of a double tap lands on it).
  const [stopHeld, setStopHeld] = useState(false);
  const errorId = useId();
  const { blocking, shown } = composerError(text);
  const disabled = disabledReason !== null;
  const canSend = !blocking && !busy && !disabled && !sendLocked;
  const length = textLength(text.trim());

  useEffect(() => {
    if (!stopHeld) return;
    const timer = setTimeout(() => setStopHeld(false), TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, [stopHeld]);

  const save = draft?.save;
  useEffect(() => {
    save?.(text);
  }, [save, text]);

  // The field grows with its text up to a few lines.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (!canSend || submitted.current) return;
    submitted.current = true;
    sentAt.current = Date.now();
    setStopHeld(true);
    const message = text.trim();
    setText('');
    void onSend(message).then((outcome) => {
      if (outcome === 'refused') setText((current) => (current === '' ? message : current));
    });
  };

  const stop = () => {
    // The second tap of a double tap on send lands here once ■ took its place: not a stop.
    if (sameTapSequence(sentAt.current, Date.now())) return;
    onStop?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey, keyCode } = event;
    if (!sendsOnKey({ key, shiftKey, keyCode, isComposing: event.nativeEvent.isComposing })) {
      return;
    }
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="border-t border-line bg-bg px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${errorId}-field`}>
          담이에게 보낼 메시지
        </label>
        <textarea
          id={`${errorId}-field`}
          ref={field}
          rows={1}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={disabledReason ?? '담이에게 편하게 이야기해 주세요'}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          enterKeyHint="send"
          className={cn(
            'min-h-11 flex-1 resize-none rounded-[22px] border bg-surface px-4 py-[9px] text-[16px] leading-6 text-fg outline-none placeholder:text-muted disabled:opacity-60',
            shown ? 'border-danger' : 'border-line focus:border-focus',
          )}
        />
        {busy && onStop ? (
          <button
            type="button"
            onClick={stop}
            disabled={stopping || stopHeld}
            aria-label="답장 멈추기"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-fg text-bg disabled:opacity-45"
          >
            <Square aria-hidden="true" className="size-4 fill-current" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={!canSend}
            aria-label="보내기"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary transition-opacity disabled:opacity-40"
          >
            <ArrowUp aria-hidden="true" className="size-5" strokeWidth={2.6} />
          </button>
        )}
      </div>
      {(shown || length >= COUNTER_FROM) && (
        <div className="flex justify-between gap-2 px-2 pt-1 text-[13px]">
          <p id={errorId} className="font-medium text-danger">
            {shown}
          </p>
          <span className={cn('tabular-nums', shown ? 'text-danger' : 'text-muted')}>
            {length}/{CHAT_MESSAGE_MAX_LENGTH}
          </span>
        </div>
      )}
    </form>
  );
}
