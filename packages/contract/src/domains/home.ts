// The home screen's reads in one request (issue 27, an extension of CONTRACT): each part is what
// its own SPEC endpoint answers, so a client may read either way; the web app opens home with it.
import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { readResult } from '../kit/envelope';
import { CurrentRoom } from './chat';
import { Partner } from './couples';
import { Member } from './members';
import { Question } from './questions';

/** The SPEC endpoints `getHome` answers for, by the name of its part. */
export const HOME_PARTS = {
  member: 'getMember',
  partner: 'getPartner',
  todayQuestion: 'getTodayQuestion',
  currentRoom: 'getCurrentChatRoom',
} as const;

export const Home = z.object({
  member: readResult(Member),
  partner: readResult(Partner),
  todayQuestion: readResult(Question),
  currentRoom: readResult(CurrentRoom),
});
export type Home = z.infer<typeof Home>;

export const homeEndpoints = {
  getHome: defineEndpoint({
    method: 'GET',
    path: '/home',
    auth: 'member',
    tag: 'home',
    summary: '홈 화면의 읽기 네 가지를 한 번에',
    data: Home,
  }),
};
