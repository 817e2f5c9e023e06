import { useEffect, useState } from 'react';
import { bridge } from '@/shared/bridge';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';

export const TUTORIAL_TITLE = '담이와 이렇게 이야기해요';

/** SPEC 2.3: the chat tutorial shows once; the native shell stores that it was seen. */
export function ChatTutorial() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let active = true;
    bridge
      .getChatTutorialSeen()
      .then((seen) => {
        if (active && !seen) setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) bridge.saveChatTutorialSeen().catch(() => undefined);
  };

  return (
    <ConfirmModal
      open={open}
      onOpenChange={close}
      image={<Mascot size={88} mood="happy" />}
      title={TUTORIAL_TITLE}
      description={
        '고민을 편하게 털어놓으면 담이가 네 단계로 함께 정리해요.\n상황 파악 → 관계 이해 → 해결 제안 → 마무리\n답장이 길어지면 ■ 버튼으로 멈출 수 있고, 다 이야기했다면 ‘대화 마치기’로 요약을 받아요.'
      }
      confirmLabel="시작하기"
      onConfirm={() => undefined}
    />
  );
}
