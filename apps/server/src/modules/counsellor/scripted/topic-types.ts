/** The shape of one topic a couple may bring (see topics.ts for how they are found). */

/** A level-3 suggestion and the next step it names (for the summary's solution part). */
export interface Suggestion {
  /** 반말, given the partner's name. */
  text: (partner: string) => string;
  /** The step as one or two words (연락 약속), used as the summary's solution keyword. */
  step: string;
}

export interface Topic {
  /** Canonical id (the evaluation labels scenarios with these). */
  id: string;
  /** The summary's situation keyword (one or two words). */
  keyword: string;
  /** How 담이 names it inside a sentence (게임 때문에, 게임 이야기). */
  noun: string;
  /** Cues that name the topic on their own (three points each, or `strongWeight`). */
  strong: RegExp;
  /** Cues that only hint at it (one point each). */
  weak?: RegExp;
  /** Points of a strong cue, when not 3 (broad topics such as 다툼 weigh less). */
  strongWeight?: number;
  /**
   * Topics whose words this one explains when both are in one message: an ex who texts is about
   * the ex, not contact; a worry about coming out to 엄마 is about coming out, not parents. Their
   * points in that message count a quarter.
   */
  absorbs?: readonly string[];
  /** Level-1 reflections that show 담이 understood what the worry is about (no question). */
  reflections: readonly string[];
  /** Level-1 questions about what happened, for this topic. */
  questions: readonly string[];
  /** Level-3 suggestions (three or more). */
  suggestions: readonly Suggestion[];
}
