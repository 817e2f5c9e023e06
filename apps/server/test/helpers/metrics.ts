/** Scraping and reading Prometheus text in the metrics tests (decision 0041). */
export const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';

export interface Line {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The sample lines of a scrape in Prometheus's text format. */
export function parse(text: string): Line[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
        labels[key!] = value!;
      }
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

export function value(
  lines: Line[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return lines.find(
    (line) => line.name === name && Object.entries(labels).every(([k, v]) => line.labels[k] === v),
  )?.value;
}

export async function scrape(url: string, token: string | null = TOKEN): Promise<Response> {
  return fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}
