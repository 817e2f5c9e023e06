// The scripted counsellor's topic model, when the counsellor module exports it:
// `detectTopics(texts)` → topics, most likely first. Loaded at run time so that the evaluation
// still runs (reporting topic accuracy as unavailable) before it exists.

/** One detected topic. */
export interface DetectedTopic {
  id: string;
  keyword: string;
  confidence: number;
}

/** The topic model's entry point. */
export type DetectTopics = (texts: readonly string[]) => DetectedTopic[];

/** `detectTopics` from the counsellor module, or null when it does not export one. */
export async function loadDetectTopics(): Promise<DetectTopics | null> {
  const counsellor = (await import('../../../apps/server/src/modules/counsellor/index')) as Record<
    string,
    unknown
  >;
  const detect = counsellor.detectTopics;
  return typeof detect === 'function' ? (detect as DetectTopics) : null;
}
