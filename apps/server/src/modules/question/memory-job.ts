import type { Clock } from '../../platform/clock';
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
 * The `question-memories` job (DESIGN 8, 13): each answer of a closed question becomes its
 * writer's one-line memory. Idempotent: an open or erased question is nothing to do, and a
 * member's memory of a question is stored once (a retried job summarises again but stores once).
 */
export class MemoryJob {
  constructor(
    private readonly repo: QuestionRepository,
    private readonly remember: RememberAnswer,
    private readonly now: Clock,
  ) {}

  async run(coupleQuestionId: number): Promise<void> {
    const question = await this.repo.byId(coupleQuestionId);
    if (!question?.closedAt) return;
    const { content } = questionText(question.level);
    for (const answer of await this.repo.answers(question.id)) {
      const line = await this.remember({ question: content, answer: answer.text });
      await this.repo.insertMemory(answer.memberId, question.id, line, this.now());
    }
  }
}
