/** Words that silence a rule: stories, play, harm that overrides play, kitchens, accidents, mutual sharing, pets, fear. */

/** Words that make a message about the news, a film, a class or a dream, not something that happened. */
export const MEDIA =
  /(스팸|사칭|피싱|광고|뉴스|기사|영화|드라마|다큐|캠페인|교육|봉사|예능|소설|웹툰|만화|줄거리|장면|주인공|악역|여주|남주|책에서|프로그램|방송|예방|살인마|강의|수업|논문|과제|게임|캐릭터|연기|배역|시험문제|통계|설문)/;

/** Play and pretend, for hits and grabs that are not violence (장난으로, 간지럽혀서, 베개로). */
export const PLAY =
  /(장난|딱밤|꿀밤|간지럽|놀았|놀면서|놀이|베개|냥펀치|애교|척했|척하|척만|시늉|스파링|킥복싱|복싱|샌드백|주짓수|태권도|유도|레슬링|게임|방탈출|엘리베이터|귀여|사랑스|꼬집었어ㅋ|캐치볼|공놀이|피구|배구|야구|농구|축구|눈싸움|물총|베개싸움)/;

/** Signs that a hit or grab hurt or frightened (overriding `PLAY`). */
export const HARM =
  /(멍|피가|피나|아파서|다쳤|병원|무서|겁|세게|목을|뺨|주먹|울었|진짜로때|진심으로때|싫다는데|하지말라는데)/;

/** Cooking and fruit: a knife in the kitchen (칼 들고 요리하다). */
export const KITCHEN = /(요리|과일|손질|깎|썰|도마|부엌|주방|사과깎|수박|김장|베였|베임)/;

/** Accidents: a bruise or a fall that nobody caused. */
export const ACCIDENT =
  /(넘어져|넘어졌|자전거|운동하|헬스|주사|부딪혀서|계단에서|미끄러|축구|농구|스키|보드)/;

/** Mutual, happy location sharing (위치 공유 서로 켜 둠). */
export const MUTUAL =
  /(데리러|마중|픽업|서로|같이|둘이|우리|합의|동의하에|편해|편하|안심|좋더라|좋아|든든|귀찮)/;

/** Pets and small children, who follow people around harmlessly. */
export const PETS = /(강아지|고양이|냥이|댕댕|애기|아기|조카|동생이졸졸)/;

/** Fear or secrecy that keeps a location rule firing despite `MUTUAL`. */
export const FEAR =
  /(몰래|무서|소름|싫|허락없이|나몰래|끄면|끄지말|꺼도|감시|집착|숨막|불안|겁|계속|강제|억지)/;
