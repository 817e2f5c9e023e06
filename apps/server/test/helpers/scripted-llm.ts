import {
  type FakeLlmServer,
  type LlmAnswer,
  llmAnswer,
  startFakeLlmServer,
} from './fake-llm-server';

/**
 * A scripted OpenAI-compatible model on the fake Chat Completions server: it answers each request
 * by what it asks, so a whole conversation runs against it without a queue (the eval's
 * `--engine=llm` test, an operator's dry run). Streaming requests get a short Korean reply that
 * repeats the member's last words, in chunks of a few characters; the judge's JSON call completes
 * the level; the summary and memory calls get valid JSON. Counts what it was asked.
 */

type Message = { role?: string; content?: string };

export interface ScriptedModelCounts {
  replies: number;
  judges: number;
  summaries: number;
  memories: number;
  other: number;
}

/** The member's last words in the request (the last user turn that is not a note), cut short. */
function lastWords(messages: Message[]): string {
  const said = messages.filter((m) => m.role === 'user' && !m.content?.trimStart().startsWith('['));
  const line = said.at(-1)?.content?.split('\n')[0]?.trim() ?? '';
  return Array.from(line).slice(0, 20).join('') || '네 이야기';
}

function chunks(text: string, size = 4): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

export function scriptedModel(counts: ScriptedModelCounts) {
  return (body: Record<string, unknown>): LlmAnswer => {
    const messages = (Array.isArray(body.messages) ? body.messages : []) as Message[];
    const system = messages[0]?.content ?? '';
    if (body.stream === true) {
      counts.replies += 1;
      const words = lastWords(messages);
      return llmAnswer.text(
        chunks(`그랬구나, 말해 줘서 고마워. “${words}” 그 말이 마음에 남아. 그때 어떤 마음이었어?`),
      );
    }
    if (system.includes('"completed"')) {
      counts.judges += 1;
      return llmAnswer.json({
        completed: true,
        summary: '내가 겪은 고민을 이야기했어요.',
        risk: null,
      });
    }
    if (system.includes('"totalSummary"')) {
      counts.summaries += 1;
      return llmAnswer.json({
        totalSummary: '털어놓고 나니 가벼워진 마음',
        situationKeyword: '연락',
        solutionKeyword: '솔직한 대화',
      });
    }
    if (system.includes('"memory"')) {
      counts.memories += 1;
      return llmAnswer.json({ memory: '회원은 질문에 솔직하게 답했어요.' });
    }
    counts.other += 1;
    return llmAnswer.error(400, 'the scripted model does not know this request');
  };
}

/** The fake server answering as `scriptedModel`, with its counts. */
export async function startScriptedModel(): Promise<
  FakeLlmServer & { counts: ScriptedModelCounts }
> {
  const counts: ScriptedModelCounts = {
    replies: 0,
    judges: 0,
    summaries: 0,
    memories: 0,
    other: 0,
  };
  const server = await startFakeLlmServer({ respond: scriptedModel(counts) });
  return Object.assign(server, { counts });
}
