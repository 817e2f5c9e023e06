/**
 * What the member's latest message in a safety-mode room asks for, so 담이 answers it: they are
 * safe now, they ask about the police, they doubt themselves or want to make up with the one who
 * hurt them, or they want to talk about something else.
 */

/** The member's intent in a later turn of safety mode. */
export type Intent = 'SAFE' | 'POLICE' | 'DOUBT' | 'ELSEWHERE' | 'OTHER';

/** Self-doubt or the wish to apologise, understand, forgive or go back (never agreed with). */
const DOUBT =
  /(사과|미안하다고|미안해야|미안하게|이해해|이해하|이해를|그래도\s*사랑|사랑하는데|사랑해서|예민|내\s*잘못|내\s*탓|내가\s*잘못|내가\s*먼저|화해|용서|받아\s*줘|받아줘|내가\s*참|참아야|참으면|달래|풀어\s*줘|헤어지기\s*싫|원래\s*착|좋은\s*사람|다시\s*만나|돌아가|오버|과민|별거\s*아닌|별일\s*아닌|my fault|overreact|still love|apologi[sz]e)/i;

/** The police, reporting, evidence. */
const POLICE =
  /(경찰|신고|112|고소|고발|증거|처벌|접근\s*금지|보호\s*명령|법적|변호사|police|report)/i;

/** Not safe, even when 괜찮 appears. */
const NOT_SAFE =
  /(안\s*괜찮|괜찮지\s*않|괜찮지\s*못|안전하지\s*않|안\s*안전|무서워|위험해|아직\s*(있|여기)|와\s*있어|밖에\s*있어)/;

/** Safe now. */
const SAFE =
  /(괜찮아|괜찮아졌|안전해|안전한\s*곳|안전하게|친구\s*집|친구네|본가|부모님\s*집|집에\s*왔|빠져\s*나왔|나왔어|피했|멀리\s*있|지금은\s*없|지금\s*없어|혼자\s*있어|안\s*와|잘\s*있어|ㄱㅊ|무사|i'?m safe|i am safe|i'?m okay|i'?m ok)/i;

/** Another subject. */
const ELSEWHERE =
  /(다른\s*(얘기|이야기|거|걸|주제)|딴\s*얘기|얘기\s*그만|그만\s*얘기|그\s*얘기는\s*(그만|됐|싫)|화제|말하기\s*싫|얘기하기\s*싫|이야기하기\s*싫|그건\s*됐고|something else)/i;

/** The intent of `text`, most telling first (doubt before police before safe). */
export function intentOf(text: string): Intent {
  if (DOUBT.test(text)) return 'DOUBT';
  if (POLICE.test(text)) return 'POLICE';
  if (SAFE.test(text) && !NOT_SAFE.test(text)) return 'SAFE';
  if (ELSEWHERE.test(text)) return 'ELSEWHERE';
  return 'OTHER';
}
