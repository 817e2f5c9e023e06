import OpenAI from 'openai';
import type { CounsellorContext, CounsellorEngine, JudgeResult } from './engine';
import { NOT_COMPLETED, parseMemoryAnswer, parseSummaryAnswer } from './answers';
import {
  abortError,
  asUnavailable,
  CounsellorUnavailableError,
  isAbortError,
  throwIfAborted,
} from './errors';
import { parseJudgeVerdict } from './judge-risk';
import { closingLine, greeting } from './lines';
import { memoryLine } from './memory-line';
import {
  judgeMessages,
  memoryMessages,
  openingMessages,
  type PromptMessage,
  replyMessages,
  summaryMessages,
} from './prompts';
import { reviewedStream } from './reviewed-stream';
import { harmfulReply, type HarmVerdict } from './safety/harmful-reply';
import { safetyReply } from './safety/replies';
import { pacedChunks, streamWithRetry, withRetry } from './stream';

export interface OpenAiEngineOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** A call fails when the model is silent this long: before its answer, or between chunks. */
  timeoutMs: number;
  /** Tries per call (transient failures only, before the first chunk). */
  attempts: number;
  backoffMs?: number;
  fetch?: typeof fetch;
  /**
   * Told about failures the engine absorbs: a judge that failed counts as not completed, a memory
   * that failed is the condensed line.
   */
  onError?: (error: unknown, during: 'judge' | 'memory') => void;
  /** Told when the review stopped a reply and sent the safety reply instead (rule and kind). */
  onReviewed?: (verdict: HarmVerdict) => void;
}

/**
 * One call's cancellation: the caller's signal, and a silence timer that `arm()` restarts. The
 * SDK gets `signal`, so aborting really cancels the HTTP request.
 */
class CallControl {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;
  readonly signal = this.controller.signal;

  constructor(
    private readonly outer: AbortSignal | undefined,
    private readonly timeoutMs: number,
  ) {
    outer?.addEventListener('abort', this.onAbort, { once: true });
  }

  private readonly onAbort = () => this.controller.abort();

  arm(): void {
    this.pause();
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.timeoutMs);
  }

  pause(): void {
    clearTimeout(this.timer);
  }

  /** What a failure during the call means for the caller. */
  failure(error: unknown): unknown {
    if (this.outer?.aborted) return abortError();
    if (this.timedOut) {
      return new CounsellorUnavailableError(
        `The language model was silent for ${this.timeoutMs} ms.`,
        {
          transient: true,
          cause: error,
        },
      );
    }
    return asUnavailable(error);
  }

  /** Ends the call: the request is cancelled if it is still open. */
  close(): void {
    this.pause();
    this.outer?.removeEventListener('abort', this.onAbort);
    this.controller.abort();
  }
}

/** Streaming chat completions and JSON-mode calls against any OpenAI-compatible endpoint. */
export function createOpenAiEngine(options: OpenAiEngineOptions): CounsellorEngine {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function* streamOnce(
    messages: PromptMessage[],
    signal: AbortSignal,
  ): AsyncIterable<string> {
    throwIfAborted(signal);
    const call = new CallControl(signal, options.timeoutMs);
    let yielded = false;
    try {
      call.arm();
      const stream = await client.chat.completions.create(
        { model: options.model, messages, stream: true },
        { signal: call.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (!text) continue;
        // The silence timer measures the model, not how fast our caller reads.
        call.pause();
        yielded = true;
        yield text;
        throwIfAborted(signal);
        call.arm();
      }
      // The SDK ends a stream quietly when its request is aborted: by us (time-out) or the caller.
      if (call.signal.aborted) throw new Error('The stream was cut short.');
    } catch (error) {
      throw call.failure(error);
    } finally {
      call.close();
    }
    if (!yielded) {
      throw new CounsellorUnavailableError('The language model answered nothing.', {
        transient: true,
      });
    }
  }

  /**
   * The model's words, each sentence reviewed before it is released (decision 0076): a reply that
   * breaks a rule of `harmfulReply` ends in the safety reply for its kind instead, which names
   * the help lines, so the chat's review of the stored reply puts the room in safety mode.
   */
  function reviewed(ctx: CounsellorContext, source: AsyncIterable<string>): AsyncIterable<string> {
    const member = ctx.roomMessages.filter((m) => m.sender === 'USER').map((m) => m.content);
    return reviewedStream<HarmVerdict>(source, {
      review: (text) => harmfulReply(text, member),
      replacement: ({ kind }) =>
        safetyReply({
          kind,
          nickname: ctx.member.nickname,
          partner: ctx.partner?.nickname ?? null,
          turn: 0,
          text: member.at(-1) ?? '',
          roomId: ctx.roomId,
        }),
      onStopped: (verdict) => options.onReviewed?.(verdict),
    });
  }

  /** Retried while nothing reached the member: a failure before the first reviewed sentence. */
  function stream(
    ctx: CounsellorContext,
    messages: PromptMessage[],
    signal: AbortSignal,
  ): AsyncIterable<string> {
    return streamWithRetry(() => reviewed(ctx, streamOnce(messages, signal)), {
      attempts: options.attempts,
      signal,
      backoffMs: options.backoffMs,
    });
  }

  async function jsonOnce(
    messages: PromptMessage[],
    signal: AbortSignal | undefined,
  ): Promise<string> {
    throwIfAborted(signal);
    const call = new CallControl(signal, options.timeoutMs);
    try {
      call.arm();
      const completion = await client.chat.completions.create(
        { model: options.model, messages, response_format: { type: 'json_object' } },
        { signal: call.signal },
      );
      return completion.choices[0]?.message.content ?? '';
    } catch (error) {
      throw call.failure(error);
    } finally {
      call.close();
    }
  }

  /** Lines that need no model (greeting, closing) stream at once. */
  const fixed = (text: string, signal: AbortSignal) => pacedChunks(text, 0, signal);

  return {
    kind: 'openai',
    reply(ctx, signal) {
      if (ctx.level === 4) return fixed(closingLine(ctx), signal);
      return stream(ctx, replyMessages(ctx), signal);
    },
    opening(ctx, signal) {
      if (ctx.level === 1) return fixed(greeting(ctx.member.nickname), signal);
      if (ctx.level === 4) return fixed(closingLine(ctx), signal);
      return stream(ctx, openingMessages(ctx), signal);
    },
    async judge(ctx: CounsellorContext, signal?: AbortSignal): Promise<JudgeResult> {
      const level = ctx.level;
      if (level === 4 || !ctx.messages.some((m) => m.sender === 'USER')) return NOT_COMPLETED;
      try {
        const content = await withRetry(() => jsonOnce(judgeMessages({ ...ctx, level }), signal), {
          attempts: options.attempts,
          signal,
          backoffMs: options.backoffMs,
        });
        return parseJudgeVerdict(content);
      } catch (error) {
        if (isAbortError(error)) throw error;
        options.onError?.(error, 'judge');
        return NOT_COMPLETED;
      }
    },
    summarize(input, signal) {
      return withRetry(
        async () => parseSummaryAnswer(await jsonOnce(summaryMessages(input), signal)),
        {
          attempts: options.attempts,
          signal,
          backoffMs: options.backoffMs,
        },
      );
    },
    async rememberAnswer(input, signal) {
      try {
        return await withRetry(
          async () => parseMemoryAnswer(await jsonOnce(memoryMessages(input), signal)),
          { attempts: options.attempts, signal, backoffMs: options.backoffMs },
        );
      } catch (error) {
        if (isAbortError(error)) throw error;
        options.onError?.(error, 'memory');
        return memoryLine(input.question, input.answer);
      }
    },
  };
}
