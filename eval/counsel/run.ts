// `npm run eval:counsel`: measures how 담이 counsels, through the real server in this process
// (the scripted counsellor, an in-memory embedded database, members signed in with the dev
// issuer). It plays the safety classifier's labelled corpus (each sentence the first message of a
// fresh room) and the counselling scenarios of eval/counsel/scenarios (whole conversations), and
// prints the figures of issue 21 on tune and held-out separately, with the held-out targets.
// `-- --record` appends them to docs/EVALUATION.md with the date and the machine;
// `-- --only=corpus`, `-- --only=scenarios` or `-- --only=understanding` runs one part, `-- --limit=N`
// the first N corpus sentences and scenarios of each split (a dry run). `-- --engine=llm` talks to a
// real OpenAI-compatible model instead (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL; lib/engine.ts) and
// names it in the report (the understanding part calls the scripted engine directly, so it is left
// out then). A measurement, not a test: it exits 0 when targets are missed, 1 when it crashes or
// the engine's settings are missing, 2 when some conversations failed on the way.
import { execFileSync } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { COMPLETE_LIMITS, SEND_LIMITS } from '../../apps/server/src/modules/chat';
import { Member } from './lib/client';
import { playScenario, type ConversationRecord } from './lib/conversation';
import { readCorpus, type CorpusLine } from './lib/corpus';
import { checkInLines, classifierTiming, gradedTable, playCheckIns } from './lib/check-in';
import { chooseEngine, EngineChoiceError, engineName, type EvalEngine } from './lib/engine';
import { inPool } from './lib/pool';
import { probe, type ProbeResult } from './lib/probe';
import {
  details,
  figureTable,
  repeatedList,
  riskTable,
  targets,
  type SplitResult,
} from './lib/report';
import { riskFigures } from './lib/risk-metrics';
import { repeatedFigures, scenarioFigures } from './lib/scenario-metrics';
import type { Scenario } from './lib/scenario';
import { startEvalServer, type EvalServer } from './lib/server';
import { loadDetectTopics } from './lib/topics';
import { HELD_OUT } from './scenarios/held-out';
import { TUNE } from './scenarios/tune';
import { understandingTable } from './understanding/run';

const record = process.argv.includes('--record');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const runCorpus = !only || only === 'corpus';
const runScenarios = !only || only === 'scenarios';
const limitArg = process.argv.find((arg) => arg.startsWith('--limit='))?.slice('--limit='.length);
const limit = limitArg === undefined ? Infinity : Number(limitArg);
let engine: EvalEngine;
try {
  engine = chooseEngine(process.argv, process.env);
  if (!(limit > 0)) throw new EngineChoiceError(`--limit=${limitArg}: a number above 0`);
} catch (error) {
  if (!(error instanceof EngineChoiceError)) throw error;
  console.error(`eval:counsel: ${error.message}`);
  process.exit(1);
}
/** Issue 35: whether 담이 names the subject in the member's words (openings, scripted engine). */
const runUnderstanding = (!only || only === 'understanding') && engine.kind === 'scripted';
/** Members (corpus) and couples (scenarios) talking at once. */
const PROBE_LANES = 4;
/**
 * Corpus lines one member sends before a fresh member takes over: each line is a send and a
 * completed room, under 300 sends and 50 completions a day per member (DESIGN 16, decision 0040).
 */
const LINES_PER_MEMBER = Math.min(SEND_LIMITS[1].rule.max, COMPLETE_LIMITS[1].rule.max) - 5;
const SCENARIO_LANES = 3;
const log = (line = '') => console.log(line);
const failures: string[] = [];

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const gib = Math.round(totalmem() / 2 ** 30);
  return `${cpus().length} × ${cpu}, ${gib} GiB, Node ${process.version}`;
}

function commit(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: import.meta.dirname,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const dirty = git('status', '--porcelain', '--', ':/apps', ':/packages').length > 0;
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown commit';
  }
}

/**
 * Every line of a corpus, each lane taking every `PROBE_LANES`-th line in turn; a lane's member
 * is replaced by a new one every `LINES_PER_MEMBER` lines, under a member's daily limits.
 */
async function probeAll(server: EvalServer, lines: readonly CorpusLine[], split: string) {
  const results: ProbeResult[] = [];
  await Promise.all(
    Array.from({ length: PROBE_LANES }, async (_, lane) => {
      let member = await Member.create(server.app, server.clock, `검사${lane + 1}`, 100 + lane);
      let sent = 0;
      for (let i = lane; i < lines.length; i += PROBE_LANES) {
        if (sent > 0 && sent % LINES_PER_MEMBER === 0) {
          member = await Member.create(server.app, server.clock, `검사${lane + 1}`, 100 + lane);
        }
        sent += 1;
        const line = lines[i]!;
        try {
          results.push(await probe(member, server.clock, line));
        } catch (error) {
          failures.push(`${split} corpus “${line.text}”: ${String(error)}`);
        }
      }
    }),
  );
  return results;
}

async function playAll(server: EvalServer, scenarios: readonly Scenario[], seedBase: number) {
  const records = await inPool(scenarios, SCENARIO_LANES, async (scenario, i) => {
    try {
      return await playScenario(server, scenario, seedBase + i);
    } catch (error) {
      failures.push(`scenario ${scenario.id}: ${String(error)}`);
      return null;
    }
  });
  return records.filter((r): r is ConversationRecord => r !== null);
}

const started = performance.now();
const loadBefore = loadavg()[0] ?? 0;
log(
  `starting the server (in-memory PGlite, ${engine.kind === 'llm' ? engineName(engine) : 'scripted counsellor'}) …`,
);
const server = await startEvalServer(engine.kind === 'llm' ? engine.llm : null);
const detectTopics = await loadDetectTopics();
const splits: SplitResult[] = [];
const allRecords: ConversationRecord[] = [];
let checkIns: Awaited<ReturnType<typeof playCheckIns>> = [];
try {
  for (const [name, scenarios, seedBase] of [
    ['tune', TUNE, 1000],
    ['held-out', HELD_OUT, 2000],
  ] as const) {
    const split: SplitResult = { name, corpus: null, signs: null, scenarios: null };
    for (const set of runCorpus ? (['risk', 'signs'] as const) : []) {
      const corpus = await readCorpus(name, set);
      if (corpus.missing) log(`${name}: no corpus file at ${corpus.file} yet`);
      else {
        if (corpus.lines.length > limit) corpus.lines = corpus.lines.slice(0, limit);
        log(`${name}: ${corpus.lines.length} ${set} sentences …`);
        const results = await probeAll(server, corpus.lines, name);
        split[set === 'risk' ? 'corpus' : 'signs'] = { corpus, figures: riskFigures(results) };
      }
    }
    if (runScenarios) {
      const played = scenarios.slice(0, limit);
      log(`${name}: ${played.length} scenarios …`);
      const records = await playAll(server, played, seedBase);
      allRecords.push(...records);
      split.scenarios = scenarioFigures(records, detectTopics);
    }
    splits.push(split);
  }
  // The check-in conversations are played by members without a partner: a model's judge may end
  // level 1 within them and pause the room (COUPLE_REQUIRED), so they run with the scripted engine.
  if (runCorpus && engine.kind === 'scripted') checkIns = await playCheckIns(server);
} finally {
  await server.close();
}

/** Issue 35's graded response: the table per part and corpus, the conversations, the timing. */
function gradedSection(): string[] {
  const corpora = splits.flatMap((s) =>
    (['risk', 'signs'] as const).flatMap((set) => {
      const part = set === 'risk' ? s.corpus : s.signs;
      return part ? [{ split: s.name, set, ...part }] : [];
    }),
  );
  const texts = corpora.flatMap((c) => c.corpus.lines.map((line) => line.text));
  const time = classifierTiming(texts);
  return [
    '### Graded response (issue 35: safety mode or a check-in)',
    '',
    ...gradedTable(corpora),
    '',
    `Check-in conversations: ${checkIns.filter((o) => o.ok).length}/${checkIns.length} as expected.`,
    '',
    ...checkInLines(checkIns),
    '',
    `Classifier (\`assessRisk\`, in process): ${time.meanMs.toFixed(3)} ms a message on average, ` +
      `${time.maxMs.toFixed(2)} ms at most, over ${texts.length} sentences.`,
    '',
  ];
}

const minutes = (performance.now() - started) / 60_000;
const heldOut = splits.find((s) => s.name === 'held-out');
const goals = heldOut ? targets(heldOut) : [];
const date = new Date().toISOString().slice(0, 10);
const section = [
  `## ${date} — ${machine()}`,
  '',
  `Commit ${commit()}; ${engineName(engine)}.`,
  '',
  ...(runCorpus ? ['### Risk corpus', '', ...riskTable(splits), ''] : []),
  ...(runCorpus ? gradedSection() : []),
  ...(runUnderstanding
    ? ['### Naming the subject (room openings)', '', ...understandingTable().lines, '']
    : []),
  '### Figures',
  '',
  ...figureTable(splits),
  '',
  ...(runScenarios
    ? [
        '### Sentences in the most rooms (all scenario rooms)',
        '',
        ...repeatedList(repeatedFigures(allRecords)),
        '',
      ]
    : []),
  `${goals.filter((g) => g.met).length} of ${goals.filter((g) => g.measured).length} ` +
    `measured held-out targets met; ` +
    `${failures.length} conversations failed; the run took ${minutes.toFixed(1)} min; ` +
    `load average ${loadBefore.toFixed(2)} when it started${only ? `; only ${only}` : ''}` +
    `${limit < Infinity ? `; the first ${limit} of each set` : ''}.`,
  '',
].join('\n');

for (const split of splits) for (const line of details(split)) log(line);
for (const failure of failures) log(`FAILED ${failure}`);
log('');
log(section);
if (record) {
  await appendFile(resolve(import.meta.dirname, '../../docs/EVALUATION.md'), `\n${section}`);
  log('appended to docs/EVALUATION.md');
}
process.exitCode = failures.length > 0 ? 2 : 0;
