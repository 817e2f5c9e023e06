import type { Suggestion } from './topic-types';

/**
 * A concrete subject inside a topic, named as the member named it (issue 35): 설거지 rather than
 * 같이 사는 일, 친구 결혼식 rather than 결혼 준비, 전여친 게시물 좋아요 rather than 전 애인.
 */
export interface Subject {
  /** Stable id (tests and the decision record name subjects by it). */
  id: string;
  /** The topic whose questions, suggestions and keyword it borrows (or a topic of its own). */
  topic: string;
  /**
   * Other topics whose reading it refines (읽씹 refines 연락 as well as 잠수). A subject with
   * `overrides` replaces whatever topic the model read; one without applies only when the model's
   * top topic is `topic` or one of these, or when the model is not sure of any.
   */
  fits?: readonly string[];
  /** The subject corrects a category the topic model gets wrong (친구 결혼식 is not 결혼 준비). */
  overrides?: boolean;
  /**
   * A broad subject (싸움): a phrase the member marked as the worry ("정치 얘기만 하면 싸워")
   * is named instead.
   */
  broad?: boolean;
  /** The summary's situation keyword (the topic's when absent). */
  keyword?: string;
  /** How 담이 names it in `text`, a noun phrase built from the member's own words, or null. */
  find: Finder;
  /** Level-1 reflections about it, given the noun (each names it). */
  reflections?: readonly ((noun: string) => string)[];
  /** Level-1 questions about it, given the noun. */
  questions?: readonly ((noun: string) => string)[];
  /** Level-3 suggestions that fit it (the topic's otherwise). */
  suggestions?: readonly Suggestion[];
}

/** A subject found in the member's words: the entry, its noun and where it was named. */
export interface FoundSubject extends Named {
  subject: Subject;
}

/** A noun phrase for the subject and where in the text it was named. */
export interface Named {
  noun: string;
  index: number;
  /** Where the words that named it end (a subject that is only an owner, 전 여친의 …, yields). */
  end?: number;
}

export type Finder = (text: string) => Named | null;

/**
 * `find` for a pattern: the noun `name` gives for the first match (a string, or built from the
 * match), or null. Patterns are word families (stems, slang, spacing variants), never sentences.
 */
export function when(
  pattern: RegExp,
  name: string | ((m: RegExpMatchArray) => string | null),
): Finder {
  return (text) => {
    const m = text.match(pattern);
    if (!m) return null;
    const noun = typeof name === 'string' ? name : name(m);
    const index = m.index ?? 0;
    return noun ? { noun, index, end: index + m[0].length } : null;
  };
}

/** The first `find` of `finds` that names something in `text`. */
export function firstOf(...finds: readonly Finder[]): Finder {
  return (text) => {
    for (const find of finds) {
      const named = find(text);
      if (named) return named;
    }
    return null;
  };
}
