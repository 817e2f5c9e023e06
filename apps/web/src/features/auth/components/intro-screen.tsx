import { useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  CalendarHeart,
  MessageCircleHeart,
  MessagesSquare,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { trackButton } from '@/shared/analytics';
import { bridge } from '@/shared/bridge';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { Mascot } from '@/shared/ui/mascot';
import { Screen } from '@/shared/ui/screen';
import { INTRO_SLIDES, type IntroSlide } from '../model/intro-slides';

const ACCENT_ICONS: Record<IntroSlide['accent'], LucideIcon> = {
  bubbles: Sparkles,
  chat: MessagesSquare,
  question: MessageCircleHeart,
  calendar: CalendarHeart,
};

const SWIPE_THRESHOLD_PX = 50;

/** `/intro` (SPEC 2.3): slides with previous, next, skip and start. */
export function IntroScreen() {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const last = INTRO_SLIDES.length - 1;
  const slide = INTRO_SLIDES[index] ?? INTRO_SLIDES[0]!;
  const AccentIcon = ACCENT_ICONS[slide.accent];

  const finish = async (analyticsName: 'skip_intro' | 'start_intro') => {
    if (leaving) return;
    trackButton(analyticsName);
    setLeaving(true);
    try {
      await bridge.setIntroSeen();
    } catch {
      // Not remembering the flag only means the intro shows again next time.
    }
    await navigate({ to: '/login', replace: true });
  };

  const go = (next: number, analyticsName?: 'next_intro' | 'prev_intro') => {
    if (next < 0 || next > last) return;
    if (analyticsName) trackButton(analyticsName);
    setMoved(true);
    setIndex(next);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (delta <= -SWIPE_THRESHOLD_PX) go(index + 1, 'next_intro');
    else if (delta >= SWIPE_THRESHOLD_PX) go(index - 1, 'prev_intro');
  };

  return (
    <Screen
      header={
        <div className="flex h-header items-center justify-end px-3">
          {index < last && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void finish('skip_intro')}
              disabled={leaving}
            >
              건너뛰기
            </Button>
          )}
        </div>
      }
      footer={
        <div className="flex gap-2 px-5 pt-3 pb-4">
          {index > 0 && (
            <Button
              variant="secondary"
              className="w-28 shrink-0"
              onClick={() => go(index - 1, 'prev_intro')}
            >
              이전
            </Button>
          )}
          {index < last ? (
            <Button fullWidth onClick={() => go(index + 1, 'next_intro')}>
              다음
            </Button>
          ) : (
            <Button fullWidth onClick={() => void finish('start_intro')} loading={leaving}>
              시작하기
            </Button>
          )}
        </div>
      }
    >
      <section
        aria-roledescription="슬라이드"
        aria-label={`${INTRO_SLIDES.length}장 중 ${index + 1}번째`}
        className="flex flex-1 touch-pan-y flex-col items-center justify-center px-7 pb-6 text-center select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          key={index}
          // The first slide is there at once (no fade from transparent holding back the first
          // paint); the slides the member moves to slide in.
          className={cn(
            'flex flex-col items-center',
            moved && 'animate-[dama-slide-in_260ms_ease-out]',
          )}
        >
          <div className="relative flex size-64 items-center justify-center">
            <div
              className="absolute inset-4 rounded-full bg-[radial-gradient(circle,var(--dama-primary-soft)_0%,transparent_72%)]"
              aria-hidden="true"
            />
            <span
              className="absolute top-6 right-6 flex size-14 items-center justify-center rounded-2xl bg-surface text-coral shadow-[0_8px_24px_-12px_rgb(204_75_58/0.5)]"
              aria-hidden="true"
            >
              <AccentIcon className="size-7" strokeWidth={2.2} />
            </span>
            <Mascot size={168} mood={slide.mood} className="relative" />
          </div>
          <h1 className="mt-6 text-[24px] leading-snug font-bold tracking-tight text-fg">
            {slide.title}
          </h1>
          <p className="mt-3 text-[16px] leading-relaxed whitespace-pre-line text-muted">
            {slide.body}
          </p>
        </div>
        <ol className="mt-8 flex gap-2" aria-label="슬라이드 위치">
          {INTRO_SLIDES.map((item, i) => (
            <li
              key={item.title}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'h-2 rounded-full transition-all duration-300',
                i === index ? 'w-6 bg-primary' : 'w-2 bg-line',
              )}
            >
              <span className="sr-only">{i + 1}번째 슬라이드</span>
            </li>
          ))}
        </ol>
      </section>
    </Screen>
  );
}
