/**
 * Weak and indirect risk signs (issue 35, decision 0073): what a message may carry short of the
 * words the risk rules read. Each rule has an id (the decision names it) and a grade:
 * - `ASK`: one weak sign (a farewell, a means or a place without a wish, harm words in an unclear
 *   frame, a weapon mentioned): 담이 asks whether the member is safe (the check-in), no services.
 * - `SAFETY`: two signs together, or violence with a pregnancy or a child: full safety mode.
 * Rules read the compact form with idioms cut (see `normalize`, `idioms`); `unless` reads the
 * compact form before idioms were cut.
 */
import { FAREWELL_ERRAND, LEISURE } from './cue-rules';
import type { RiskKind } from './types';

/** What the sign is about: it decides the check-in's question and the kind a "yes" enters. */
export type SignTopic = 'FAREWELL' | 'PLACE' | 'MEANS' | 'HARM' | 'VIOLENCE' | 'WEAPON' | 'WISH';

export interface SignRule {
  id: string;
  grade: 'ASK' | 'SAFETY';
  topic: SignTopic;
  re: RegExp;
  unless?: RegExp;
}

/** Errands, gifts and moves that explain giving things away or writing a letter. */
const GIVING_ERRAND =
  /(이사|유학|기부|나눔|당근|중고|미니멀|팔았|수거|버렸|돌려|정리끝|짐줄|헌옷|생일|생신|기념일|100일|백일|선물|드렸|드릴|전역|입대|졸업|결혼|축하|카드)/;
/** A trip or an outing with someone, or for a reason that is not a farewell. */
const COMPANY =
  /(같이|둘이|우리|랑|이랑|하고|친구들|가족|군대|입대|전역|졸업|유학|이사|퇴사|결혼|휴가|방학|학기|시즌|출장|한잔|ㅎㅎ|ㅋㅋ|하나만|질문|추천)/;

/** A high place or water. */
const HIGH =
  '(한강|다리(?=위|난간|밑|아래|쪽|에서|에|있는|로)|대교|난간|옥상|창문밖|창밖|베란다밖|기찻길|철길|선로|절벽|바다|강물)';

/** A pregnancy, a baby or a child in the scene. */
const CHILD = '(임신|임산부|뱃속|배속|태아|아기|애기|아이|애들|애가|애한테|애를|아들|딸)';
/** Aggression at a person or the room (shoving, pressing, kicking, throwing, screaming at). */
const AGGRESSION =
  '(때|맞|밀|밀쳐|밀쳤|눌렀|누르|찼|차고|걷어|던지|던져|던졌|소리(를)?지르|소리질|욕하|욕을|벽을|주먹|멱살|잡았|잡아|가둬|가뒀|위협|손을대|손대)';

/** An ordinary use of a rope, a string or charcoal (줄넘기 줄, 운동화 끈, 캠핑 숯). */
export const MEANS_USE =
  /(운동화|신발|줄넘기|운동|캠핑|이사|포장|짐|택배|빨래|등산|요가|고기|바베큐|구이|난로|화로|가방|목걸이|팔찌|이어폰|충전|머리끈|리본|커튼|화분|텐트|낚시|빨랫줄|줄서|줄을서|줄이길|이어폰줄)/;

export const SIGN_RULES: readonly SignRule[] = [
  // Someone else at a river or a bridge who cannot be reached (한강이라면서 사진 보내고 연락이 없어).
  {
    id: 'partner-at-place-silent',
    grade: 'SAFETY',
    topic: 'PLACE',
    re: new RegExp(
      `${HIGH}(.{0,20})(연락이없|연락이안|연락도없|연락안|안받|안받아|전화를안|두절|잠수|꺼져있|꺼놨)`,
    ),
    unless: /(ㅋㅋ|ㅎㅎ|놀러|데이트|치맥|피크닉|자전거|낚시|회사|출근|퇴근|충전|배터리)/,
  },
  // Two signs together: a farewell trip to water or a bridge (혼자 마지막 여행 가려고 해 다리 있는 데로).
  {
    id: 'farewell-at-place',
    grade: 'SAFETY',
    topic: 'FAREWELL',
    re: new RegExp(
      `(마지막|돌아올생각(은|이)?없|돌아오지않|다시는안돌아|작별)(.{0,20})${HIGH}|${HIGH}(.{0,20})(마지막|돌아올생각(은|이)?없|돌아오지않|다시는안돌아|작별)`,
    ),
    unless: new RegExp(`${COMPANY.source.slice(0, -1)}|${LEISURE.source.slice(1)}`),
  },
  // Violence with a pregnancy or a child (임신 중인데 배를 눌렀어, 애기 앞에서 소리 지르고 벽을 쳐).
  {
    id: 'violence-with-child',
    grade: 'SAFETY',
    topic: 'VIOLENCE',
    re: new RegExp(`${CHILD}(.{0,24})${AGGRESSION}|${AGGRESSION}(.{0,16})${CHILD}`),
    unless:
      /(장난|놀이|놀아|귀여|웃|ㅋㅋ|ㅎㅎ|쓰다듬|뽀뽀|안아|좋아|태동|발차기|발로차는|발로찼어ㅎ|모기|병원에서|주사|예방접종|유치원|선생님|친구가|친구랑|게임|만화|장난감)/,
  },
  // A weapon in a fight or an anger (화나면 칼을 꺼내, 헤어지자니까 방망이 얘기를 꺼냈어).
  {
    id: 'weapon-in-anger',
    grade: 'SAFETY',
    topic: 'WEAPON',
    re: /(화나|화가나|싸우|싸울|싸웠|헤어지자|헤어지자니|헤어지자고|노려|쳐다|말하면|알리면).{0,24}(칼|흉기|망치|방망이|총|도끼|가위)|(칼|흉기|망치|방망이|총|도끼)(.{0,16})(화나|싸우|싸울|헤어지자|노려|쳐다봤|있는거알지|조심하|있다고)/,
    unless: /(요리|과일|수박|깎|썰|손질|장난감|물총|게임|야구보|야구장|선물|사인|캠핑|ㅋㅋ|ㅎㅎ)/,
  },
  // Means bought or kept with no use named (갈탄 샀어, 밧줄 하나 사놨어, 끈 하나 사 뒀어 혹시 몰라서).
  {
    id: 'means-kept',
    grade: 'ASK',
    topic: 'MEANS',
    re: /(갈탄|번개탄|착화탄|숯|밧줄|로프|노끈|끈|줄)(을|를|도)?(하나|몇개|좀)?(샀|사놨|사뒀|사왔|사두|구했|구해|챙겨|준비)/,
    unless: MEANS_USE,
  },
  // Pills gathered at several pharmacies (약국 세 군데 돌았어).
  {
    id: 'pharmacies',
    grade: 'ASK',
    topic: 'MEANS',
    re: /약국(을|에|만)?(여러|세|두|네|몇|다섯)(군데|곳)/,
    unless: /(감기|소화|마스크|품절|없어서|재고|영양제|비타민|밴드|파스|연고)/,
  },
  // A knife handled again and again, with no food in sight (칼을 자꾸 만지작거리게 돼).
  {
    id: 'knife-fiddling',
    grade: 'ASK',
    topic: 'MEANS',
    re: /(칼|커터|면도날|가위)(을|만|이)?(자꾸|계속|요즘|자주)?(만지작|만지게|보면|보게|쳐다|눈이가|생각)/,
    unless: /(요리|과일|수박|깎|썰|손질|주방|부엌|사고싶|새로산|예쁘|선물|캠핑)/,
  },
  // Looking down from a height, standing long at a railing or the tracks.
  {
    id: 'place-looking',
    grade: 'ASK',
    topic: 'PLACE',
    re: new RegExp(
      `${HIGH}(.{0,12})(내려다|한참|서있|서있었|눈이가|쳐다보|보다가|바라보)|(높은데|높은곳|높은건물)(.{0,10})(올라가면|올라가고|들어가는방법|올라가는방법|찾아)|옥상(에)?(들어가는|올라가는)(방법|법)|(자꾸|요즘|밤마다|혼자|매일)(.{0,4})${HIGH}(.{0,8})(가게|가|걸어|와있|왔어|쪽)|${HIGH}(.{0,6})(자주|자꾸|밤마다|매일)(.{0,4})(가게|가|걸어|와)`,
    ),
    unless: LEISURE,
  },
  // A last trip or one without return (이번 여행이 마지막일 것 같아, 돌아올 생각 없이 멀리 가려고).
  {
    id: 'last-trip',
    grade: 'ASK',
    topic: 'FAREWELL',
    re: /마지막(으로)?(.{0,8})(여행|보러|보고오|보고싶)|마지막여행|여행이(내)?마지막|돌아올생각(은|이)?없|돌아오지않을|다시는안돌아|아무도모르는(데|곳)/,
    unless: COMPANY,
  },
  // Belongings given away as no longer needed (이제 필요 없어서 다 나눠줬어).
  {
    id: 'giving-away',
    grade: 'ASK',
    topic: 'FAREWELL',
    re: /(물건|옷|책|카메라|노트북|시계|게임기|아끼던|아끼는|소중한|내꺼|내거|자기거|자기물건)(.{0,14})(나눠줬|나눠주|(?<!(골라|사|챙겨|빌려|해|만들어|찍어|입혀|맞춰|고쳐|골라서))줬(어|다)|보냈|주고갔|주고다|다줬|넘겼)/,
    unless: GIVING_ERRAND,
  },
  // A pet or the children entrusted (고양이 맡아줄 사람 찾고 있어 내가 없어도 잘 지내게).
  {
    id: 'entrusting',
    grade: 'ASK',
    topic: 'FAREWELL',
    re: /(강아지|고양이|냥이|댕댕이|반려|애들|아이들)(.{0,10})(맡아줄|맡겼|맡길|부탁한다|잘부탁)/,
    unless: /(여행|출장|휴가|며칠|주말|입원|이틀|사흘|일주일|동안만|학원|유치원)/,
  },
  // A letter left where it will be found (편지 써서 서랍에 넣어뒀어, 가족들한테 편지 쓰는 중).
  {
    id: 'letter-left',
    grade: 'ASK',
    topic: 'FAREWELL',
    re: /(편지|쪽지)(.{0,8})(서랍|책상|식탁|베개|방에|넣어뒀|넣어놨|올려놨|올려놓|남겨)|(가족들|부모님|엄마아빠|다들|하나씩)(한테|께|에게)?(.{0,4})(편지|쪽지)(를)?(쓰는중|쓰고있|썼)/,
    unless: new RegExp(
      `${GIVING_ERRAND.source.slice(0, -1)}|서프라이즈|깜짝|몰래|남친|여친|남자친구|여자친구|애인|자기|오빠|가방|사랑해)`,
    ),
  },
  // Affairs put in order (비밀번호랑 보험 서류 정리해서 알려줬어, 요즘 인생 정리하는 중이야).
  {
    id: 'affairs-in-order',
    grade: 'ASK',
    topic: 'FAREWELL',
    re: /(비밀번호|보험|통장|서류|장기기증|유품)(.{0,14})(정리|메모|알려|적어|둬놨|둬|남겨)|(인생|주변|신변|삶)(을)?정리|(하나씩|다)정리하(고있|는중)/,
    unless:
      /(이사|대청소|옷장|방정리|짐|미니멀|회사|업무|세금|연말정산|보험금청구|이직|퇴사|달래|달라고|물어|공유|별생각)/,
  },
  // Goodbyes and thanks as if for the last time (잘 있어 담아, 그동안 죄송했다고 문자 보냈어).
  {
    id: 'goodbye-words',
    grade: 'ASK',
    topic: 'FAREWELL',
    re: /잘있어|잘지내다들|다들잘지내|잘지내(.{0,2})다들|그동안(고마웠|들어줘서|죄송했|미안했|즐거웠)|(죄송했|미안했|고마웠)다고(문자|카톡|연락|말)|작별인사|미리인사|마지막으로(고마웠|고맙|미안|사랑)/,
    unless: FAREWELL_ERRAND,
  },
  // Not being missed (다들 나 없이도 잘 살 거야, 나 하나 없어진다고 누가 알기나 할까).
  {
    id: 'not-missed',
    grade: 'ASK',
    topic: 'WISH',
    re: /(나|내가|나하나|나같은거)(하나)?(없이도|없어도|없어진다고|사라져도|사라진다고)(.{0,10})(잘살|괜찮|모를|알기나|아무도|누가|다들)|(다들|모두)(나|내가)?없이도/,
    unless: /(ㅋㅋ|ㅎㅎ|회사|팀|알바|잘돌아가더라|밥|더라|서운|섭섭|만큼)/,
  },
  // Harm words in an unclear frame (손목 보면 그때 생각나, 피 보면 진정돼, 나를 아프게 해).
  {
    id: 'harm-unclear',
    grade: 'ASK',
    topic: 'HARM',
    re: /(손목|팔목|허벅지|팔에상처|상처|흉터)(를|을)?(보면|볼때마다)(.{0,6})(생각|그때)|피(를)?보면(.{0,4})(진정|편해|나아|괜찮)|(나를|스스로|내몸을|나자신을)(자꾸|계속)?아프게|나한테나쁜짓|나쁜짓(을)?하고싶은생각|아무것도(안)?느끼고싶지않|아무것도안느끼고싶|잠들어서아무것도/,
    unless: /(요리|주사|운동|헬스|문신|타투|수술|피검사|헌혈|코피)/,
  },
];

/** The kind a "yes" to a check-in enters, by topic (SELF_HARM's may become PARTNER_AT_RISK). */
export const SIGN_KIND: Readonly<Record<SignTopic, RiskKind>> = {
  FAREWELL: 'SELF_HARM',
  PLACE: 'SELF_HARM',
  MEANS: 'SELF_HARM',
  HARM: 'SELF_HARM',
  WISH: 'SELF_HARM',
  VIOLENCE: 'VIOLENCE',
  WEAPON: 'THREAT',
};
