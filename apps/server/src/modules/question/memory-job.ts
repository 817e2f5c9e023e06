import type { Clock } from '../../platform/clock';
import type { AnswerRepository } from './answer-repository';
import type { MemoryRepository } from './memory-repository';
import type { QuestionRepository } from './repository';
import { questionText } from './views';

/** How many memories the counsellor gets (newest first). */
export const MEMORY_READ_LIMIT = 10;

/**
 * Turns an answer into the one line the counsellor keeps (the counsellor's `rememberAnswer`:
 * summarised by the model in LLM mode, condensed otherwise; app.ts wires it). Never rejects.
 */
export type RememberAnswer = (input: { question: string; answer: string }) => Promise<string>;

/**
 * The `question-memories` job (DESIGN 8, 13): a member's answer to a couple question becomes
 * their one-line memory as soon as it is written (and again when edited), so 담이 knows it the
 * same day (issue 21); when the question closes, every answer without a memory gets one.
 * Idempotent: an erased question or answer is nothing to do; a memory is one row per member and
 * question (an answer's job writes the answer's current text, a closing job only fills gaps).
 */
export class MemoryJob {
  constructor(
    private readonly repos: {
      questions: QuestionRepository;
      answers: AnswerRepository;
      memories: MemoryRepository;
    },
    private readonly remember: RememberAnswer,
    private readonly now: Clock,
  ) {}

  /** `memberId`: that member's answer was written; none: the question closed. */
  async run(coupleQuestionId: number, memberId?: number): Promise<void> {
    const question = await this.repos.questions.byId(coupleQuestionId);
    if (!question || question.coupleId === null) return;
    if (memberId === undefined && !question.closedAt) return;
    const { content } = questionText(question.level);
    // Closing: only answers without a memory (an answer's own job wrote the others).
    const remembered =
      memberId === undefined
        ? await this.repos.memories.rememberedBy(question.id)
        : new Set<number>();
    for (const answer of await this.repos.answers.ofQuestion(question.id)) {
      if (memberId !== undefined && answer.memberId !== memberId) continue;
      if (remembered.has(answer.memberId)) continue;
      const line = await this.remember({ question: content, answer: answer.text });
      await this.repos.memories.store(answer.memberId, question.id, line, this.now(), {
        replace: memberId !== undefined,
      });
    }
  }
}
