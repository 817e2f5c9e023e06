import { josa } from '@dama/contract';

/**
 * The calm word when the partner moved the couple's question time (issue 25):
 * "민지님이 질문 시간을 21:30으로 바꿨어요" (연인이 … without a nickname).
 */
export function questionTimeNotice(
  partnerNickname: string | null | undefined,
  time: string,
): string {
  const who = partnerNickname ? `${partnerNickname}님` : '연인';
  return `${josa(who, '이/가')} 질문 시간을 ${josa(time, '으로/로')} 바꿨어요`;
}
