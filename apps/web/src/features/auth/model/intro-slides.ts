import type { MascotMood } from '@/shared/ui/mascot';

export interface IntroSlide {
  title: string;
  body: string;
  mood: MascotMood;
  accent: 'bubbles' | 'chat' | 'question' | 'calendar';
}

/** Intro copy (SPEC leaves it open; written by us, DESIGN 0). */
export const INTRO_SLIDES: readonly IntroSlide[] = [
  {
    title: '말을 모아, 마음을 잇다',
    body: '담아는 연인과 나누는 말을 차곡차곡 담아\n두 사람의 마음을 이어 주는 공간이에요.',
    mood: 'happy',
    accent: 'bubbles',
  },
  {
    title: '고민이 생기면 담이에게',
    body: '말풍선 친구 담이가 언제든 이야기를 들어 줘요.\n판단하지 않고, 끝까지 귀 기울여 줄게요.',
    mood: 'calm',
    accent: 'chat',
  },
  {
    title: '하루 한 번, 우리만의 질문',
    body: '매일 도착하는 질문에 함께 답하면서\n서로를 조금 더 깊이 알아가요.',
    mood: 'happy',
    accent: 'question',
  },
  {
    title: '우리의 날들을 함께 세어요',
    body: '처음 만난 날부터 오늘까지,\n둘만의 디데이와 이야기를 담아 두세요.',
    mood: 'celebrate',
    accent: 'calendar',
  },
];
