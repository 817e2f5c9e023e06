/** One rule of the classifier and the helpers that write rules (see `rules.ts`). */

/** One pattern for a kind. */
export interface Rule {
  re: RegExp;
  /** A noun that may name a subject rather than something that happened (see `MEDIA`). */
  topic?: boolean;
  /** Matched against the spaced English form instead of the compact Korean one. */
  english?: boolean;
  /** A bruise or bleeding: silent when the message tells of an accident (`ACCIDENT`). */
  bodily?: boolean;
  /** Seeing where someone is: silent when the sharing is mutual and happy (`MUTUAL`, no `FEAR`). */
  location?: boolean;
  /** Following: silent when it is a pet or a child that follows (`PETS`). */
  follow?: boolean;
  /** Silent when a more specific kind also fires (협박 about photos is IMAGE). */
  generic?: boolean;
  /** A knife: silent when the message is about cooking (`KITCHEN`) and nobody is threatened. */
  knife?: boolean;
}

/** "want to" and its common misspellings, after normalize folded 십/시퍼 to 싶. */
export const WANT = '싶';

export const k = (source: string, topic = false): Rule => ({ re: new RegExp(source), topic });

/** Not an ordinary medicine taken as prescribed (감기약, 보약, 영양제) nor 예약, 계약, 치약. */
export const MEDICINE =
  '(?<![예계절요규공조치합보]|감기|비타민|영양|소화|두통|피임|다이어트|변비|멀미)';
export const en = (source: string): Rule => ({ re: new RegExp(source), english: true });
