import { SAFETY_KINDS, type SafetyKind } from '@dama/contract';
import { NOT_COMPLETED, parseJson, parseJudgeAnswer } from './answers';
import type { JudgeResult } from './engine';

/**
 * The model judge's risk flag (issue 21, DESIGN 6): the kinds of risk as the judge prompt defines
 * them, and the strict reading of its answer. A risk puts the room in safety mode, so a judge that
 * sees one never completes the level.
 */

/** Each kind as the judge is told it, in our words, with what it is not. */
export const RISK_DEFINITIONS: Readonly<Record<SafetyKind, string>> = {
  SELF_HARM:
    '회원 자신의 자살 생각이나 자해. 직접 말한 것뿐 아니라 돌려 말한 것(사라지고 싶다, 다 끝내고 싶다, 내가 없어지면 편하겠지), 초성이나 줄임말(ㅈㅅ, ㅈㅎ), 방법이나 준비(약을 모아 둠, 유서, 높은 곳)도 포함',
  PARTNER_AT_RISK:
    '연인이나 다른 사람이 지금 자살이나 자해의 위험에 있음 (연인이 죽겠다며 연락이 끊김, 약을 먹었다고 함)',
  VIOLENCE:
    '회원을 향한 신체 폭력: 때림, 뺨, 밀침, 목 조름, 물건을 던짐, 흉기. 목을 조른 일은 한 번이라도 매우 위험해',
  SEXUAL: '성폭력과 동의 없는 성관계나 스킨십: 싫다는데 강요, 잠든 사이, 술에 취했을 때',
  THREAT:
    "죽이겠다, 해치겠다는 협박, 그리고 상대를 붙잡으려는 자해·자살 협박 ('헤어지면 죽어 버릴 거야')",
  IMAGE: '촬영물 피해: 동의 없는 촬영, 사진이나 영상을 퍼뜨림, 퍼뜨리겠다는 협박, 단톡방 공유',
  STALKING:
    '스토킹과 추적: 따라다님, 집이나 직장 앞에서 기다림, 위치 추적 앱, 싫다고 했는데도 계속 찾아오거나 연락함',
  CONTROL:
    '강압적 통제: 못 나가게 가둠, 친구나 가족을 못 만나게 함, 휴대폰이나 돈을 빼앗음, 연락했다고 벌을 줌',
};

/** What is not a risk: idioms, games, play, pleasant surprises. */
export const NOT_RISK =
  "위험이 아닌 것: '배고파 죽겠어', '웃겨 죽겠어', '이 노래 죽인다' 같은 관용 표현, 게임이나 영화 속 이야기, 서로 웃으며 한 장난(장난으로 툭 친 것), 반가운 깜짝 방문. 다만 부정하거나 농담처럼 말해도 뒤에 진짜 위험 신호가 이어지면 위험으로 봐.";

/** The judge prompt's section on `risk`. */
export function riskSection(): string {
  return [
    `- risk: 대화에서 회원(또는 연인)의 안전이 걱정되는 신호가 보이면 아래 값 중 하나, 아니면 null. 회원의 말을 근거로 판단하고, 애매하지만 위험할 수 있으면 가장 가까운 값을 골라.`,
    ...SAFETY_KINDS.map((kind) => `  - "${kind}": ${RISK_DEFINITIONS[kind]}`),
    `  - ${NOT_RISK}`,
    '- risk가 null이 아니면 completed는 반드시 false야.',
  ].join('\n');
}

/**
 * The `risk` of the judge's JSON answer: one of the kinds (case and spaces around it forgiven),
 * else null (null, a missing field, an unknown word, a number, a malformed answer).
 */
export function parseRisk(content: string): SafetyKind | null {
  const answer = parseJson(content);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const risk = (answer as { risk?: unknown }).risk;
  if (typeof risk !== 'string') return null;
  const kind = risk.trim().toUpperCase();
  return (SAFETY_KINDS as readonly string[]).includes(kind) ? (kind as SafetyKind) : null;
}

/**
 * The judge's whole answer: completion and summary as `parseJudgeAnswer` reads them, and the
 * risk. A risk always means not completed (whatever `completed` said); it counts even when the
 * rest of the answer is malformed, since missing a risk costs more than a wrong alarm.
 */
export function parseJudgeVerdict(content: string): JudgeResult {
  const risk = parseRisk(content);
  if (risk) return { ...NOT_COMPLETED, risk };
  return { ...parseJudgeAnswer(content), risk: null };
}
