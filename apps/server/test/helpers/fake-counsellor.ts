import type {
  CheckInAnswer,
  CheckInReplyInput,
  CheckInSign,
  CounsellorContext,
  CounsellorEngine,
  CounsellorPort,
  JudgeResult,
  RiskKind,
  SafetyReplyInput,
  SafetySummary,
  SummaryInput,
  SummaryResult,
} from '../../src/modules/chat';
import {
  checkInReply,
  checkInSign,
  memoryLine,
  readCheckInAnswer,
} from '../../src/modules/counsellor';

/** A promise a test opens by hand. */
export class Gate {
  private release: () => void = () => undefined;
  readonly opened: Promise<void> = new Promise((resolve) => (this.release = resolve));
  open(): void {
    this.release();
  }
}

/** How one reply or opening streams. */
export interface StreamPlan {
  chunks: string[];
  /** Transient failures before the first chunk (each of the engine's attempts fails once). */
  failBefore?: number;
  /** Throws after this many chunks (a failure mid-stream). */
  failAfter?: number;
  /** Waits for `gate` before the chunk at `gateAt` (default 1: after the first chunk). */
  gate?: Gate;
  gateAt?: number;
  /** Told before each chunk is yielded (the index). */
  onChunk?: (index: number) => void;
}

/** Tries per reply, as the counsellor's DEFAULT_ATTEMPTS. */
export const FAKE_ATTEMPTS = 3;

export class FakeModelError extends Error {
  override name = 'CounsellorUnavailableError';
}

export interface Call {
  method:
    'reply' | 'opening' | 'judge' | 'summarize' | 'closingLine' | 'safetyReply' | 'checkInReply';
  ctx?: CounsellorContext;
  input?: SummaryInput;
  safety?: SafetyReplyInput;
}

function abortError(): Error {
  const error = new Error('aborted');
  error.name = 'AbortError';
  return error;
}

function waitFor(gate: Gate, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortError()), { once: true });
    void gate.opened.then(resolve);
  });
}

/**
 * A deterministic, programmable counsellor for the chat tests: queued plans for replies and
 * openings (a default when none is queued), queued judge verdicts and summary outcomes, and a
 * record of every call (level 4 and safety replies must not reach the engine).
 */
export class FakeCounsellor implements CounsellorPort {
  readonly calls: Call[] = [];
  replies: StreamPlan[] = [];
  openings: StreamPlan[] = [];
  /** A promise holds the judge until it settles (a judge that takes long). */
  verdicts: Array<JudgeResult | Error | Promise<JudgeResult>> = [];
  summaries: Array<SummaryResult | Error | Promise<SummaryResult>> = [];
  defaultReply: StreamPlan = { chunks: ['그랬구나. ', '더 들려줄래?'] };
  /** Attempts the engine made for the last stream. */
  lastAttempts = 0;

  reset(): void {
    this.calls.length = 0;
    this.replies = [];
    this.openings = [];
    this.verdicts = [];
    this.summaries = [];
  }

  /** One attempt at streaming `plan`: its `failBefore` first attempts fail before any chunk. */
  private async *attempt(plan: StreamPlan, attempt: number, signal: AbortSignal) {
    if (attempt <= (plan.failBefore ?? 0)) throw new FakeModelError('model unavailable');
    for (const [index, chunk] of plan.chunks.entries()) {
      if (plan.gate && index === (plan.gateAt ?? 1)) await waitFor(plan.gate, signal);
      if (signal.aborted) throw abortError();
      if (plan.failAfter !== undefined && index === plan.failAfter) {
        throw new FakeModelError('model broke mid-stream');
      }
      plan.onChunk?.(index);
      yield await Promise.resolve(chunk);
    }
    if (plan.failAfter !== undefined && plan.failAfter >= plan.chunks.length) {
      throw new FakeModelError('model broke at the end');
    }
  }

  /**
   * Streams `plan`, retrying failures before the first chunk up to FAKE_ATTEMPTS tries, as the
   * real engines do inside `reply` / `opening` (the chat does not retry on top).
   */
  private async *planned(plan: StreamPlan, signal: AbortSignal): AsyncIterable<string> {
    for (let attempt = 1; ; attempt++) {
      this.lastAttempts = attempt;
      let started = false;
      try {
        for await (const chunk of this.attempt(plan, attempt, signal)) {
          started = true;
          yield chunk;
        }
        return;
      } catch (error) {
        if (started || attempt >= FAKE_ATTEMPTS || signal.aborted) throw error;
      }
    }
  }

  readonly engine: CounsellorEngine = {
    kind: 'scripted',
    reply: (ctx, signal) => {
      this.calls.push({ method: 'reply', ctx });
      return this.planned(this.replies.shift() ?? this.defaultReply, signal);
    },
    opening: (ctx, signal) => {
      this.calls.push({ method: 'opening', ctx });
      const fallback = { chunks: [`${ctx.level}단계를 시작하자.`] };
      return this.planned(this.openings.shift() ?? fallback, signal);
    },
    judge: (ctx) => {
      this.calls.push({ method: 'judge', ctx });
      const next = this.verdicts.shift() ?? { completed: false, summary: '' };
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    summarize: (input) => {
      this.calls.push({ method: 'summarize', input });
      const next = this.summaries.shift() ?? {
        totalSummary: '서운했던 주말 이야기',
        situationKeyword: '서운함',
        solutionKeyword: '대화',
      };
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    // The scripted engine's memory: the condensed question and answer.
    rememberAnswer: (input) => Promise.resolve(memoryLine(input.question, input.answer)),
  };

  greeting(nickname: string): string {
    return `${nickname}, 안녕! 나는 담이야.`;
  }

  closingLine(ctx: CounsellorContext): string {
    this.calls.push({ method: 'closingLine', ctx });
    return '오늘 이야기해 줘서 고마워. 이제 대화를 마쳐도 좋아.';
  }

  /** 죽고 싶 → SELF_HARM, 때렸 → VIOLENCE (the real classifier has its own tests). */
  detectRisk(text: string): RiskKind | null {
    if (text.includes('죽고 싶')) return 'SELF_HARM';
    return text.includes('때렸') ? 'VIOLENCE' : null;
  }

  /** The real check-in (its rules have their own tests; the chat's flow is tested with them). */
  checkInSign(text: string, recent?: readonly string[]): CheckInSign | null {
    return checkInSign(text, recent);
  }

  checkInReply(input: CheckInReplyInput): string {
    this.calls.push({ method: 'checkInReply' });
    return checkInReply(input);
  }

  readCheckInAnswer(text: string): CheckInAnswer {
    return readCheckInAnswer(text);
  }

  safetyReply(input: SafetyReplyInput): string {
    this.calls.push({ method: 'safetyReply', safety: input });
    return `${input.nickname}, 지금 안전한 곳에 있어? 혼자 견디지 마. 자살예방상담전화 109에 전화해 줘. (${input.turn})`;
  }

  /** A reply that names 109 saw a self-harm risk (the real review has its own tests). */
  reviewReply(reply: string): RiskKind | null {
    return reply.includes('109') ? 'SELF_HARM' : null;
  }

  safetySummary(kind: RiskKind): SafetySummary {
    return {
      totalSummary: '내 안전을 먼저 살핀 시간',
      situationKeyword: kind === 'VIOLENCE' ? '데이트 폭력' : '마음의 위기',
      solutionKeyword: '도움 요청',
      summary: '이 대화에서는 안전을 먼저 살폈어요. 자살예방상담전화 109',
    };
  }
}
