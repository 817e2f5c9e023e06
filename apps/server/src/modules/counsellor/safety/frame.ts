/**
 * Whose life is at risk when a message talks of suicide or self-harm: the member's own
 * (SELF_HARM), someone else's (PARTNER_AT_RISK: "남친이 죽고 싶대"), or a threat of self-harm used
 * to control the member (THREAT: "헤어지면 죽어버린대").
 */

/** Someone other than the member as the subject (남친이, 여친은, 걔가, my boyfriend, he). */
const THIRD_PARTY =
  /(남친|여친|남자친구|여자친구|애인|오빠|언니|누나|형|남편|아내|와이프|신랑|친구|동생|걔|얘|그사람|그애|그놈|그새끼|그분|상대|전남친|전여친|전애인|짝꿍|룸메|엄마|아빠|자기)(가|이|는|은|도|께서|도요즘|이요즘|가요즘)/;

/** Someone else's arm, room or message (오빠 팔에, 여친 손목에). */
const THIRD_PARTY_BODY =
  /(남친|여친|남자친구|여자친구|애인|오빠|언니|누나|형|남편|아내|와이프|신랑|친구|동생|걔|그사람)(의)?(팔|손목|몸|방|가방|책상|다리|허벅지|자취방|집|차)(에|에서|에는|갔는데|가보니|갔더니|안에)/;

/** Every Hangul syllable ending in ㄹ: 살래 / 죽을래 is "I will", not hearsay 래. */
const RIEUL_FINAL = Array.from({ length: 19 * 21 }, (_, i) =>
  String.fromCharCode(0xac00 + i * 28 + 8),
).join('');
/** Hearsay 대 / 래 (not the volitional -ㄹ래) at the end of a clause. */
const SAID = `(대|(?<![${RIEUL_FINAL}])래|대요|(?<![${RIEUL_FINAL}])래요)(\\?|$|[ㅠㅜ.]|어떡|어떻|진짜|지금|너무|무서|걱정)`;

/** Reported speech after the risk words: 싶대, 싶다고, 먹었대, 할 거래, 보냈어, 문자. */
const REPORTED = new RegExp(
  `${SAID}|다고|다는|(?<!나|저)라고|(?<!나|저)라는|더라|했대|었대|았대|보냈|문자|카톡|말을|얘기를|연락이안|연락도안|연락이없|연락도없|올렸어|올렸대|연락이끊|전화를안|전화안|안받|잠수|흔적|사라졌`,
);

/** The member as subject: 나는, 내가, 난, 나도. */
const FIRST_PERSON =
  /(나는|내가|난|나도|저는|제가)|(^|한테|에게|께|그래서|근데|진짜|그냥|이제|솔직히|요즘|사실|방금|오늘|어제|자꾸)나$/;

/** Plain hearsay with no subject named: 죽고 싶대, 약 먹었다고 하더라. */
const HEARSAY = new RegExp(
  `${SAID}|다고(하더|그러|하네|문자|카톡|보냈)|하더라|(라고|이라고|래서)(톡|카톡|문자|메시지|메세지|연락|dm|디엠)|(톡|카톡|문자|메시지|메세지|dm|디엠)(이|가)?(왔|옴|와서)`,
);

/** Leaving, refusing or disobeying the one who makes the threat. */
const COERCION =
  /(헤어지(면|자|려|게되면|기만)|이별하면|떠나면|떠난다면|떠나겠|안만나주|만나주지않|연락안받|연락을안받|말안들|차단하면|안돌아오면|다른(남자|여자|사람)|못헤어|헤어질수없|헤어지지못|날버리|나를버리|버리면|끝내자|또그러면|다음에또|한번만더)/;

/** Someone said to be there right now (옥상, 다리 위) with a farewell or a cut-off. */
const PLACE =
  /(약(을)?(다|전부|한통|잔뜩)(먹었|삼켰)|다끝내(겠|버리겠|버릴|려고)|옥상|다리위|난간|다리에|베란다|창문|한강다리|대교|그동안(고마웠|미안했)|다들(고마웠|미안했)|마지막(인사|으로)|마지막이라(면서|며|고)|작별인사|작별(을)?했|(없어지면|죽으면|사라지면|떠나도|없어도)(.{0,4})(행복하라|행복해|잘살아|잘지내|잊어)|편지(를)?(남기|남겼|써놓|써놨))/;
const PLACE_ALARM =
  /(마지막|꺼놨|꺼져있|폰꺼|전원|있다고|있대|올라갔|올라간|서있대|연락이안|연락안|안받|인사|보냈|끊었|끊고|끊겼|두절|잠수|안돼|문자|카톡|톡왔)/;

/** An outing, not an alarm (남친이 옥상이라고 문자 왔어 고기 굽재). */
const OUTING =
  /(치맥|고기|바베큐|야경|산책|자전거|라면(먹|끓|을|이랑)|피크닉|데이트|놀러|카페|루프탑|ㅋㅋ|ㅎㅎ)/;

/** "You" right before the death word: 너 죽는다고 is a threat, not a wish. */
const YOU = /(너|니가|네가|너도|너는|넌|너희|니네)(진짜|그냥|정말|다|같이)?$/;

/** Which of the three a suicide-rule match at `index` of `compact` is. */
export function suicideFrame(
  compact: string,
  index: number,
): 'SELF_HARM' | 'PARTNER_AT_RISK' | 'THREAT' {
  const before = compact.slice(0, index);
  const after = compact.slice(index);
  const third = THIRD_PARTY.exec(before);
  const reported = REPORTED.test(after);
  if (YOU.test(before)) return 'THREAT';
  // 남친이 떠나면 나도 살 이유가 없어: the member names herself right before the risk words.
  if (
    /(나도|나는|난|내가)(그냥|진짜|정말|이제|더는|더이상)?$/.test(before) &&
    !REPORTED.test(after)
  ) {
    return 'SELF_HARM';
  }
  if (COERCION.test(compact) && (reported || third)) return 'THREAT';
  if (THIRD_PARTY_BODY.test(compact.slice(0, index + 8))) return 'PARTNER_AT_RISK';
  if (third) {
    const between = before.slice(third.index + third[0].length);
    const causal = /(서|때문에|니까|면서|는데|고나서|해서|한테)/.test(between);
    const meFirst = FIRST_PERSON.test(between);
    if (reported || (!causal && !meFirst && between.length <= 12)) return 'PARTNER_AT_RISK';
  }
  if (HEARSAY.test(after) && !FIRST_PERSON.test(before)) return 'PARTNER_AT_RISK';
  return 'SELF_HARM';
}

/** Someone else said to be on a roof or a bridge with a farewell (no suicide words needed). */
export function partnerAtPlace(compact: string): boolean {
  const place = PLACE.exec(compact);
  if (!place || !THIRD_PARTY.test(compact) || OUTING.test(compact)) return false;
  // The alarm must be a word of its own, not the place or farewell itself (마지막으로 … 여행).
  const rest = compact.slice(0, place.index) + '|' + compact.slice(place.index + place[0].length);
  return PLACE_ALARM.test(rest);
}
