import type { AuthGuard } from '../../platform/auth/guard';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { MemberHooks } from '../../platform/member-hooks';
import type { AuthService } from '../auth';
import type { ChatModule } from '../chat';
import type { CoupleService } from '../couple';
import type { LoveTypeService } from '../love-type';
import type { NotificationService } from '../notification';
import type { PushModule } from '../push';
import type { QuestionModule } from '../question';
import type { TermsRepository } from '../terms';
import type { MemberRepository } from './repository';

/** The module faces a withdrawal asks to erase their part (each module's rules stay its own). */
export interface WithdrawalFaces {
  auth: Pick<AuthService, 'unlinkProvider' | 'eraseMember'>;
  couples: Pick<CoupleService, 'leaveForWithdrawal'>;
  terms: Pick<TermsRepository, 'deleteAgreementsOf'>;
  loveType: Pick<LoveTypeService, 'eraseMember'>;
  notifications: Pick<NotificationService, 'eraseOf'>;
  push: Pick<PushModule, 'eraseMember'>;
  questions: Pick<QuestionModule, 'eraseMember'>;
  chat: Pick<ChatModule, 'eraseMember'>;
}

/**
 * `DELETE /members`: every step of a withdrawal, in order. The provider unlink comes first (a
 * failure leaves everything as it was); then one transaction locks the member's row, ends the
 * couple (the partner is told after commit), lets each module erase the member's data and its
 * columns of the row, and leaves the row as a tombstone. A step that throws rolls it all back.
 */
export class Withdrawal {
  constructor(
    private readonly repo: MemberRepository,
    private readonly faces: WithdrawalFaces,
    private readonly guard: AuthGuard,
    private readonly now: Clock,
    /** Extra erase steps registered at build time (tests plug in here; modules are named above). */
    private readonly hooks: MemberHooks,
  ) {}

  async withdraw(memberId: number): Promise<void> {
    const { auth, couples, terms, loveType, notifications, push, questions, chat } = this.faces;
    if (!(await this.repo.findAlive(memberId))) throw new AppError('NO_SUCH_MEMBER');
    await auth.unlinkProvider(memberId);
    const now = this.now();
    const outbox = await this.repo.erase(memberId, now, async (tx, outbox) => {
      // The couple ends, is erased with the earlier ones, and the invite code goes.
      await couples.leaveForWithdrawal(tx, outbox, memberId);
      // Push devices (before the sessions they are bound to).
      await push.eraseMember(tx, memberId);
      // Sessions, the provider key, the e-mail and the Apple token.
      await auth.eraseMember(tx, memberId);
      await terms.deleteAgreementsOf(tx, memberId);
      // Adopted test results and the member's own result.
      await loveType.eraseMember(tx, memberId);
      await notifications.eraseOf(tx, memberId);
      // Answers and memories.
      await questions.eraseMember(tx, memberId);
      // Rooms, messages and their search copy.
      await chat.eraseMember(tx, memberId);
      await this.hooks.erase({ tx, memberId, now, outbox });
    });
    this.guard.forgetMember(memberId);
    await outbox.send();
  }
}
