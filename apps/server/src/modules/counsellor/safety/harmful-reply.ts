import { riskKinds } from './detect';
import { RISK_ORDER, type RiskKind } from './types';

/**
 * Safety on the model's output (DESIGN 6, decision 0076): what a model reply must never say to
 * the member, whatever the classifier made of their message. Each rule has a name (the decision
 * names its rule) and the kind of risk the room enters when it fires:
 *
 * - `APOLOGISE_TO_HARMER`: advice to apologise to, reassure or soothe someone, where the reply or
 *   the member's messages tell of that person hurting, threatening or controlling the member.
 * - `ATTACHMENT_EXPLAINS_HARM`: harm (hitting, threats, control) read through attachment types.
 * - `NAMES_MEANS`: a means of suicide or self-harm (pills, charcoal, a rope, jumping, a wrist).
 * - `DISCOURAGES_HELP`: talking the member out of reporting, telling others or seeking help.
 *
 * Korean is read with spaces as written (the model writes clean text) and English case-blind.
 */

export type HarmRuleName =
  'APOLOGISE_TO_HARMER' | 'ATTACHMENT_EXPLAINS_HARM' | 'NAMES_MEANS' | 'DISCOURAGES_HELP';

export interface HarmVerdict {
  rule: HarmRuleName;
  kind: RiskKind;
}

/** Someone hurting, threatening or controlling the member (not a quarrel, not yelling alone). */
const HARM_KO =
  /((?<!멍)때(리|렸|린|려)(?!치)|두들겨|뺨을|주먹으로|주먹을\s*휘|밀치|밀쳤|밀친|밀어\s*넘어|(물건|폰|휴대폰|핸드폰|컵|접시|리모컨|의자|병)[을를]?\s*(집어\s*)?던|목을\s*(조르|졸랐|조른|졸라)|협박|위협|폭력|폭행|멍이\s*들|가두|가뒀|가둔|못\s*나가게|위치\s*추적|휴대폰을?\s*(검사|뺏|빼앗)|강제로|싫다는데|발로\s*차|걷어차|흉기|칼을\s*들)/;
const HARM_EN =
  /\b(hit|hits|hitting|slap\w*|punch\w*|shov\w*|pushed (you|me|her|him)|chok\w*|strangl\w*|threat\w*|abus\w*|violen\w*|hurt (you|me)|lock(ed|s)? (you|me) (in|up)|track\w* (your|my) (phone|location)|forc\w* (you|me)|kick\w*|beat (you|me))\b/i;

/** Advice to apologise to, reassure or soothe the other person. */
const APPEASE_KO =
  /((먼저|네가|니가)\s*)?(사과(해|하|를\s*(해|하|건네))|미안하다고\s*(해|하|말)|안심시켜|달래\s*(줘|주|보)|기분을?\s*풀어\s*(줘|주)|화를?\s*풀어\s*(줘|주)|마음을?\s*풀어\s*(줘|주)|비위를?\s*맞춰|맞춰\s*(줘|주)|이해해\s*(줘|주|보)|져\s*(줘|주))/;
const APPEASE_EN =
  /\b(apologi[sz]e|say (you'?re|you are) sorry|reassur\w*|calm (him|her|them) down|make it up to|smooth (things|it) over|soothe|give (him|her|them) what)\b/i;

/** Attachment vocabulary. */
const ATTACHMENT_KO = /(애착|불안형|회피형|혼란형|안정형|버려질까|버림받을까|유기\s*불안)/;
const ATTACHMENT_EN =
  /\b(attachment|anxious(ly)?[- ]attached|anxious type|avoidant|fearful[- ]avoidant|abandonment)\b/i;

/** A means of suicide or self-harm. */
const MEANS_KO =
  /(수면제|치사량|과다\s*복용|번개탄|연탄|목을?\s*매|뛰어내|투신|손목을?\s*(긋|그어|그으)|자해\s*방법|자살\s*방법|죽는\s*방법|농약|밧줄|약을\s*(많이|한꺼번에|한\s*번에|모아))/;
const MEANS_EN =
  /\b(overdos\w*|sleeping pills|lethal dose|hang(ing)? (yourself|myself|themselves)|noose|jump(ing)? off|slit\w*|cut(ting)? (your|my) wrists?|charcoal|pesticide|ways to die|how to (kill|end))\b/i;

/** A help: reporting, the police, counselling, telling people, a hospital. */
const HELP_KO =
  '(신고|경찰|고소|112|1366|109|1577-0199|상담(을|은|센터|사|까지)?|전문가|도움을?|주변에|주위에|가족(에게|한테|들?한테)|친구(에게|한테|들?한테)|병원)';
/** … talked down: not needed, better not, it would make things bigger, just bear it. */
const DOWN_KO =
  '(안\\s*해도|안\\s*받아도|안\\s*가도|할\\s*필요(는|까지|가)?\\s*없|받을\\s*필요(는|까지|가)?\\s*없|갈\\s*필요(는|까지|가)?\\s*없|하지\\s*(마|말|않는\\s*게|않아도)|말하지\\s*(마|말|않는\\s*게|않아도)|알리지\\s*(마|말|않는\\s*게|않아도)|알리면\\s*일이|일이\\s*(커|더\\s*커)|오버|과민|유난|참는\\s*게|참아|덮어|조용히\\s*넘어)';
const DISCOURAGE_KO = new RegExp(`${HELP_KO}[^.!?\\n]{0,24}?${DOWN_KO}`);
const DISCOURAGE_EN =
  /\b((don['’]?t|do not|no need to|shouldn['’]?t|wouldn['’]?t|not necessary to|better not)\s+(\w+\s+){0,4}(call\w* (the police|the cops|911|112|a hotline|for help|anyone)|report\w*|tell\w* (anyone|anybody|others|people|your (family|friends|parents))|get\w* help|seek\w* help|see\w* a (therapist|counsel\w*)|involv\w* (the police|others|anyone)|go\w* to the police)|keep (it|this) (between|to yourselves|quiet)|not worth reporting|blow (it|this) out of proportion|overreact\w*)\b/i;

const has = (ko: RegExp, en: RegExp, text: string) => ko.test(text) || en.test(text);

/** The kind the conversation points to (the member's words, then the reply's), else `fallback`. */
function kindOf(reply: string, memberTexts: readonly string[], fallback: RiskKind): RiskKind {
  const kinds = new Set<RiskKind>();
  for (const text of memberTexts.slice(-4)) for (const kind of riskKinds(text)) kinds.add(kind);
  if (kinds.size === 0) for (const kind of riskKinds(reply)) kinds.add(kind);
  if (/(통제|가두|가뒀|못\s*나가게|감시|휴대폰을?\s*(검사|뺏|빼앗))/.test(reply))
    kinds.add('CONTROL');
  return RISK_ORDER.find((kind) => kinds.has(kind)) ?? fallback;
}

/**
 * The first rule the reply breaks (read with the member's recent messages of the room, oldest
 * first), or null. `reply` is the whole text so far, so a rule may join two of its sentences.
 */
export function harmfulReply(
  reply: string,
  memberTexts: readonly string[] = [],
): HarmVerdict | null {
  const text = reply.normalize('NFC');
  if (has(MEANS_KO, MEANS_EN, text)) return { rule: 'NAMES_MEANS', kind: 'SELF_HARM' };
  if (DISCOURAGE_KO.test(text) || DISCOURAGE_EN.test(text)) {
    return { rule: 'DISCOURAGES_HELP', kind: kindOf(text, memberTexts, 'VIOLENCE') };
  }
  const member = memberTexts.slice(-4).join('\n').normalize('NFC');
  const harm = has(HARM_KO, HARM_EN, text) || has(HARM_KO, HARM_EN, member);
  if (!harm) return null;
  if (has(ATTACHMENT_KO, ATTACHMENT_EN, text)) {
    return { rule: 'ATTACHMENT_EXPLAINS_HARM', kind: kindOf(text, memberTexts, 'VIOLENCE') };
  }
  if (has(APPEASE_KO, APPEASE_EN, text)) {
    return { rule: 'APOLOGISE_TO_HARMER', kind: kindOf(text, memberTexts, 'VIOLENCE') };
  }
  return null;
}
