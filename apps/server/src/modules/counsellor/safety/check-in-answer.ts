/**
 * The member's answer to a check-in (issue 35, decision 0073): clearly fine → the talk goes on;
 * in danger or unclear → safety mode. Ask, do not guess: only a plain "no" with nothing that
 * hedges it reads as fine. Every reading names its rule.
 */
import { normalize } from './normalize';

export type CheckInAnswer = { answer: 'FINE' | 'DANGER' | 'UNCLEAR'; rule: string };

/** A plain no, or "I'm fine / safe", opening the answer (after a filler: 아, 어, 헐, 에이). */
const NO =
  /^(아|어|앗|헐|엥|음|에이|아이|ㅋ+|ㅎ+|ㄴ+|헉|오)*(아니|아냐|아녀|아뇨|아닌데|노노|ㄴㄴ|놉|전혀|절대|no|nope)/;
/** Fine and safe, in words (괜찮아, 안전해, 걱정 마, 그런 거 아니야, 그냥 여행 가는 거야). */
const FINE =
  /(괜찮아|괜찮지|괜찮아요|괜찮음|안전해|무사해|걱정마|걱정하지마|걱정안해도|그런거아니|그런거아냐|그런뜻아니|그런뜻아냐|그런생각안|그런생각없|오해야|오해했|별일아니|아무일없|그냥여행|여행가는거|놀러가는거|진짜여행|농담이야|장난이야|장난친거|그런의미아니)/;
/** Hedges and signs of danger that undo a "no" (아니 사실은, 괜찮지 않아, 모르겠어). */
const HEDGE =
  /(안괜찮|괜찮지않|괜찮지도않|안전하지않|안전한지모르|아닌것같|아닐수도|아니라고는|아니라고못|아니야사실|아니사실|모르겠|솔직히|사실은|사실좀|위험|무서|죽|사라지|끝내|힘들|도와|살려|못하겠|못버티|싫어|그만|아프|떨려|ㅠ|ㅜ)/;
/** A yes, or danger said outright. */
const YES =
  /^(응|ㅇㅇ|어|웅|엉|그래|맞아|네|예|yes|사실|솔직히)|위험|무서|도와|살려|맞아|그런생각(이|을)?(해|했|들)|생각(은|이)?(해봤|했어|들어)|모르겠/;

/** How the answer to a check-in reads. */
export function readCheckInAnswer(text: string): CheckInAnswer {
  const { compact } = normalize(text);
  if (HEDGE.test(compact)) {
    return { answer: YES.test(compact) ? 'DANGER' : 'UNCLEAR', rule: 'answer:hedged' };
  }
  if (NO.test(compact)) return { answer: 'FINE', rule: 'answer:no' };
  if (FINE.test(compact)) return { answer: 'FINE', rule: 'answer:fine' };
  if (YES.test(compact)) return { answer: 'DANGER', rule: 'answer:yes' };
  return { answer: 'UNCLEAR', rule: 'answer:unclear' };
}
