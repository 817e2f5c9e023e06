import { useId } from 'react';
import { Copy, Share2 } from 'lucide-react';
import { josa } from '@dama/contract';
import { copyText } from '@/shared/lib/copy-text';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { toast } from '@/shared/ui/toast';
import { inviteLink } from '../model/invite-link';

interface InviteCodeCardProps {
  code: string;
  /** SPEC names the copy button per screen (`copy_my_code`, `copy_invite_code`). */
  copyAnalyticsName: string;
  size?: 'lg' | 'md';
  className?: string;
}

/** Whether the Web Share API is there (a phone's share sheet; most desktop browsers lack it). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * What the share sheet sends: the code with a line saying what it is for (its particle computed
 * from how the code is read: FP5JAP8이에요, AB23CD2예요), and the link that opens the app at the
 * partner-code step with the code filled.
 */
export function inviteShareText(code: string): string {
  return `담아에서 나와 연결해 줘요! 내 초대 코드는 ${josa(code, '이에요/예요')}.`;
}

/** The share sheet's data: the text, and the link (as `url`, which the sheet shows as a link). */
export function inviteShareData(code: string): ShareData {
  return { text: inviteShareText(code), url: inviteLink(code) };
}

/**
 * The member's own invite code, large and spelled out for screen readers, with a copy button and,
 * where the device has a share sheet (Web Share API), a share button (`share_invite_code`).
 */
export function InviteCodeCard({
  code,
  copyAnalyticsName,
  size = 'md',
  className,
}: InviteCodeCardProps) {
  const titleId = useId();
  async function share() {
    try {
      await navigator.share(inviteShareData(code));
    } catch {
      // Closing the sheet rejects too (AbortError): nothing to say.
    }
  }
  async function copy() {
    if (await copyText(code)) toast.success('초대 코드를 복사했어요');
    else toast.error('복사하지 못했어요. 코드를 길게 눌러 복사해 주세요');
  }

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col items-center rounded-2xl bg-surface-2 px-4',
        size === 'lg' ? 'gap-5 py-8' : 'gap-4 py-6',
        className,
      )}
    >
      <h2 id={titleId} className="text-sm font-semibold text-muted">
        내 초대 코드
      </h2>
      <p
        className={cn(
          'font-mono font-bold tracking-[0.3em] text-fg select-all',
          size === 'lg' ? 'text-4xl' : 'text-3xl',
        )}
      >
        <span aria-hidden="true">{code}</span>
        <span className="sr-only">{code.split('').join(' ')}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="secondary"
          size="md"
          analyticsName={copyAnalyticsName}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" className="size-4" />
          코드 복사하기
        </Button>
        {canShare() && (
          <Button
            variant="secondary"
            size="md"
            analyticsName="share_invite_code"
            onClick={() => void share()}
          >
            <Share2 aria-hidden="true" className="size-4" />
            공유하기
          </Button>
        )}
      </div>
    </section>
  );
}
