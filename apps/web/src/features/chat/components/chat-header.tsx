import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { trackButton } from '@/shared/analytics';
import { PageHeader } from '@/shared/ui/page-header';

/** The chat's header: exit (`exit_chat`), 담이, and my page (`go_mypage_from_chat`). */
export function ChatHeader({ onExit }: { onExit: () => void }) {
  return (
    <PageHeader
      title="담이"
      onBack={onExit}
      backAnalyticsName="exit_chat"
      right={
        <Link
          to="/my-page"
          aria-label="마이페이지"
          onClick={() => trackButton('go_mypage_from_chat')}
          className="flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-2"
        >
          <UserRound aria-hidden="true" className="size-6" />
        </Link>
      }
    />
  );
}
