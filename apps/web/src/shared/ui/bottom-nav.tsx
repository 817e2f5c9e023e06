import { Link, useRouter, useRouterState, type LinkProps } from '@tanstack/react-router';
import { History, House, MessageCircleHeart, UserRound, type LucideIcon } from 'lucide-react';
import { trackButton } from '../analytics';
import { cn } from './cn';

interface Tab {
  to: string;
  label: string;
  icon: LucideIcon;
}

const TABS: readonly Tab[] = [
  { to: '/', label: '홈', icon: House },
  { to: '/question', label: '질문', icon: MessageCircleHeart },
  { to: '/history', label: '히스토리', icon: History },
  { to: '/my-page', label: '마이', icon: UserRound },
];

function isActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Bottom navigation: 홈, 질문, 히스토리, 마이. A tab shows only once its screen exists in the
 * route tree, so features that have not shipped yet never lead to a dead end.
 */
export function BottomNav({
  analyticsNames = {},
}: {
  /** The `button_name` a tab tracks on this screen, by its path (e.g. home's `/my-page` → `go_mypage`). */
  analyticsNames?: Partial<Record<string, string>>;
}) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const routesByPath = router.routesByPath as unknown as Record<string, unknown>;
  const tabs = TABS.filter((tab) => tab.to in routesByPath || `${tab.to}/` in routesByPath);

  return (
    <nav aria-label="주요 메뉴" className="border-t border-line bg-surface/95">
      <ul className="mx-auto flex h-16 max-w-app items-stretch">
        {tabs.map(({ to, label, icon: Icon }) => {
          const active = isActive(pathname, to);
          return (
            <li key={to} className="flex flex-1">
              <Link
                to={to as LinkProps['to']}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  const name = analyticsNames[to];
                  if (name) trackButton(name);
                }}
                className={cn(
                  'flex min-h-11 flex-1 flex-col items-center justify-center gap-1 text-[12px] font-semibold transition-colors',
                  active ? 'text-primary' : 'text-muted',
                )}
              >
                <Icon className="size-6" aria-hidden="true" strokeWidth={active ? 2.4 : 2} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
