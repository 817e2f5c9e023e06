import { josa, type NotificationKind, type NotificationTarget } from '@dama/contract';
import type { NotificationPayload } from './schema';

/** The text of a notification: the centre's entry and the push (해요체; 담이 does not speak here). */
export interface NotificationText {
  title: string;
  body: string;
}

/** How the partner is named: `민지님`, or `상대` for a partner without a nickname. */
function partnerName(nickname: string | null | undefined): string {
  const name = nickname?.trim();
  return name ? `${name}님` : '상대';
}

/**
 * The title and body of a notification, from its kind, what it points at and the nickname it
 * remembered (decision 0059). Particles are computed after the nickname (`josa`). Nothing here
 * holds the text of an answer or a chat: only the kind, a nickname and numbers.
 */
export function notificationText(
  kind: NotificationKind,
  payload: NotificationPayload,
  target: NotificationTarget,
): NotificationText {
  const name = partnerName(payload.partnerNickname);
  switch (kind) {
    case 'PARTNER_ANSWERED':
      return {
        title: `${josa(name, '이/가')} 오늘의 질문에 답했어요`,
        body: payload.bothAnswered
          ? '이제 서로의 답변을 확인해 보세요'
          : '나도 답하고 서로의 답변을 확인해 보세요',
      };
    case 'PARTNER_REACTED':
      // A reaction or a reply (한마디): never its text, nor which reaction (decision 0067).
      return {
        title: `${josa(name, '이/가')} 내 답변에 마음을 남겼어요`,
        body: '서로의 답변에서 확인해 보세요',
      };
    case 'PARTNER_NUDGED':
      return {
        title: `${josa(name, '이/가')} 콕 찔렀어요`,
        body: '오늘의 질문에 내 답을 기다리고 있어요',
      };
    case 'QUESTION_ARRIVED':
      return {
        title: '오늘의 질문이 도착했어요',
        body: `${josa(name, '과/와')} 함께 답하고 서로의 마음을 알아 가요`,
      };
    case 'COUPLE_CONNECTED':
      return {
        title: `${josa(name, '과/와')} 커플로 연결됐어요`,
        body: '이제 매일 오늘의 질문에 함께 답할 수 있어요',
      };
    case 'COUPLE_DISCONNECTED':
      return payload.reason === 'WITHDRAWAL'
        ? {
            title: `${josa(name, '과/와')}의 커플 연결이 해제됐어요`,
            body: `${josa(name, '이/가')} 담아를 떠났어요`,
          }
        : {
            title: `${josa(name, '과/와')}의 커플 연결이 해제됐어요`,
            body: '30일 안에 다시 연결하면 함께한 기록이 돌아와요',
          };
    case 'SUMMARY_READY':
      return {
        title: '대화 요약이 준비됐어요',
        body: '담이와 나눈 이야기를 정리했어요. 확인해 보세요',
      };
    case 'ANNIVERSARY_SOON':
      return anniversaryText(name, payload, target, '내일은');
    case 'ANNIVERSARY_TODAY':
      return anniversaryText(name, payload, target, '오늘은');
  }
}

/**
 * `내일은 민지님과 만난 지 100일이에요` / `오늘은 … 1주년이에요`; the couple's own anniversary
 * without its title (sealed at rest like an answer, decision 0069): the screen it opens shows it.
 */
function anniversaryText(
  name: string,
  payload: NotificationPayload,
  target: NotificationTarget,
  when: '내일은' | '오늘은',
): NotificationText {
  const today = when === '오늘은';
  if (target.anniversaryId !== undefined) {
    return {
      title: `${when} 두 사람이 함께 정한 기념일이에요`,
      body: today
        ? '어떤 날인지 기념일에서 함께 확인해 보세요'
        : '어떤 날인지 기념일에서 확인하고 함께 준비해 보세요',
    };
  }
  const what = payload.anniversaryYears
    ? `${payload.anniversaryYears}주년`
    : `${target.anniversaryDays ?? 0}일`;
  return {
    title: `${when} ${josa(name, '과/와')} 만난 지 ${what}이에요`,
    body: today
      ? '축하해요! 둘만의 하루를 즐겁게 보내세요'
      : '둘만의 특별한 하루를 함께 준비해 보세요',
  };
}
