// Which counsellor the evaluation talks to: `--engine=scripted` (the default, embedded) or
// `--engine=llm`, a real OpenAI-compatible model named by LLM_BASE_URL, LLM_API_KEY and
// LLM_MODEL (the server's own variables), so an operator can compare models before switching.

export interface LlmEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export type EvalEngine = { kind: 'scripted' } | { kind: 'llm'; llm: LlmEndpoint };

/** Why the arguments or the environment cannot run; the message says what to set. */
export class EngineChoiceError extends Error {}

const NEEDED = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;

export function chooseEngine(argv: readonly string[], env: NodeJS.ProcessEnv): EvalEngine {
  const flag = argv.find((arg) => arg.startsWith('--engine='))?.slice('--engine='.length);
  if (flag === undefined || flag === 'scripted') return { kind: 'scripted' };
  if (flag !== 'llm') {
    throw new EngineChoiceError(
      `--engine=${flag}: use --engine=scripted (default) or --engine=llm`,
    );
  }
  const missing = NEEDED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new EngineChoiceError(
      `--engine=llm needs ${missing.join(', ')} (an OpenAI-compatible endpoint, its key and ` +
        `the model), e.g. LLM_BASE_URL=https://api.openai.com/v1 LLM_API_KEY=sk-… ` +
        `LLM_MODEL=gpt-4o-mini npm run eval:counsel -- --engine=llm`,
    );
  }
  try {
    new URL(env.LLM_BASE_URL!);
  } catch {
    throw new EngineChoiceError(`LLM_BASE_URL is not a URL: ${env.LLM_BASE_URL}`);
  }
  return {
    kind: 'llm',
    llm: {
      baseUrl: env.LLM_BASE_URL!.trim().replace(/\/+$/, ''),
      apiKey: env.LLM_API_KEY!.trim(),
      model: env.LLM_MODEL!.trim(),
    },
  };
}

/** The engine as the report names it (the model and its host, never the key). */
export function engineName(engine: EvalEngine): string {
  if (engine.kind === 'scripted') return 'the scripted counsellor';
  return `the openai engine with model \`${engine.llm.model}\` at ${new URL(engine.llm.baseUrl).host}`;
}
