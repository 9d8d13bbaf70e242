// What the scale bench leaves in the docs: docs/benchmarks/scale.svg (p50 and p99 against the
// shop's size, one panel per group of endpoints) and the figures of docs/benchmarks/scale.md,
// between its markers, so the page always shows the last run. Hand-written SVG: no chart library.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const endpointGroups = {
  catalogue: 'Product lists (cache miss)',
  memory: 'Served from memory',
  blog: 'Blog lists and comments',
  detail: 'One product or post',
  admin: 'Admin lists and searches',
  summaries: 'Admin summaries',
} as const;
export type EndpointGroup = keyof typeof endpointGroups;

export const TARGETS = { p50Ms: 20, p99Ms: 100 } as const;

export interface LatencyRow {
  size: number;
  group: EndpointGroup;
  endpoint: string;
  path: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  meetsP50: boolean;
  meetsP99: boolean;
}

/** One run of the hello world and, just after it, one of the shop's request. */
export interface ThroughputPair {
  helloWorldRequestsPerSecond: number;
  requestsPerSecond: number;
  share: number;
}

export interface ThroughputRow {
  request: string;
  path: string;
  /** The median of its pairs. */
  requestsPerSecond: number;
  /** Of the hello world's requests a second: the median of its pairs' ratios. */
  share: number;
  lowestShare: number;
  highestShare: number;
  pairs: ThroughputPair[];
}

export interface ScaleReport {
  at: string;
  node: string;
  cpus: number;
  sizes: number[];
  connections: number;
  durationSeconds: number;
  targets: typeof TARGETS;
  seeding: {
    size: number;
    rows: Record<string, number>;
    seedMs: number;
    visitsSeedMs: number;
    rollupMs: number;
  }[];
  latency: LatencyRow[];
  throughput: {
    size: number;
    connections: number;
    /** Runs of each request, each right after one of the hello world. */
    pairs: number;
    /** The median of every pair's hello world. */
    helloWorldRequestsPerSecond: number;
    rows: ThroughputRow[];
    /** Why rows are missing (no web build), when they are. */
    skipped?: string;
  };
  /** The shop process's resident memory after the throughput run; null off Linux. */
  rssMb: number | null;
  /** The same once it listened, before any request: what the requests added. */
  rssAtStartMb: number | null;
}

const docsDir = path.resolve(import.meta.dirname, '../docs/benchmarks');
const BEGIN = '<!-- scale:begin -->';
const END = '<!-- scale:end -->';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const sizeLabel = (size: number) =>
  size >= 1_000_000 && size % 1_000_000 === 0
    ? `${size / 1_000_000}M`
    : size >= 1000 && size % 1000 === 0
      ? `${size / 1000}k`
      : String(size);

/** autocannon counts whole milliseconds: 0 is an answer within the first. */
const ms = (value: number) => (value < 1 ? '<1' : String(Math.round(value)));

/** Per group and size, the slowest endpoint's p50 and p99 (each the worst of the group). */
function worstPerGroup(latency: LatencyRow[]) {
  return (Object.keys(endpointGroups) as EndpointGroup[])
    .map((group) => {
      const rows = latency.filter((row) => row.group === group);
      const sizes = [...new Set(rows.map((row) => row.size))].sort((a, b) => a - b);
      const points = sizes.map((size) => {
        const atSize = rows.filter((row) => row.size === size);
        return {
          size,
          p50: Math.max(...atSize.map((row) => row.p50Ms)),
          p99: Math.max(...atSize.map((row) => row.p99Ms)),
        };
      });
      const largest = rows.filter((row) => row.size === sizes.at(-1));
      const slowest = largest.reduce<LatencyRow | undefined>(
        (worst, row) => (!worst || row.p99Ms > worst.p99Ms ? row : worst),
        undefined,
      );
      return { group, points, slowest: slowest?.endpoint ?? '' };
    })
    .filter((entry) => entry.points.length > 0);
}

/** Small multiples on one log-log scale: size across, milliseconds up, the two targets as dashed lines. */
export function scaleChart(report: ScaleReport): string {
  const panels = worstPerGroup(report.latency);
  const columns = 3;
  const panel = { width: 270, height: 200, left: 46, right: 14, top: 34, bottom: 30 };
  const header = 58;
  const legend = 34;
  const width = columns * panel.width + 20;
  const height = header + Math.ceil(panels.length / columns) * panel.height + legend;
  const values = panels.flatMap(({ points }) => points.flatMap((point) => [point.p50, point.p99]));
  // Whole decades from autocannon's resolution (1 ms: a faster answer sits on the floor) up past the figures.
  const yMin = 1;
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(...values, TARGETS.p99Ms) * 1.05));
  const sizes = report.sizes;
  const [xLow, xHigh] = [Math.log10(Math.min(...sizes)), Math.log10(Math.max(...sizes))];
  const plotWidth = panel.width - panel.left - panel.right;
  const plotHeight = panel.height - panel.top - panel.bottom;
  const x = (size: number) =>
    panel.left + (xHigh === xLow ? plotWidth / 2 : ((Math.log10(size) - xLow) / (xHigh - xLow)) * plotWidth);
  const y = (value: number) =>
    panel.top +
    plotHeight -
    ((Math.log10(Math.max(value, yMin)) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin))) *
      plotHeight;
  const colours = { p50: '#1d4ed8', p99: '#c2410c' };
  const decades: number[] = [];
  for (let tick = yMin; tick <= yMax; tick *= 10) decades.push(tick);

  const panelSvg = panels.map(({ group, points, slowest }, index) => {
    const left = 10 + (index % columns) * panel.width;
    const top = header + Math.floor(index / columns) * panel.height;
    const line = (key: 'p50' | 'p99') =>
      points.map((point) => `${x(point.size).toFixed(1)},${y(point[key]).toFixed(1)}`).join(' ');
    const marks = (key: 'p50' | 'p99') =>
      points
        .map(
          (point) =>
            `<circle cx="${x(point.size).toFixed(1)}" cy="${y(point[key]).toFixed(1)}" r="2.5" fill="${colours[key]}"><title>${escapeXml(`${sizeLabel(point.size)}: ${key} ${ms(point[key])} ms`)}</title></circle>`,
        )
        .join('');
    const target = (value: number, colour: string) =>
      `<line x1="${panel.left}" x2="${panel.left + plotWidth}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="${colour}" stroke-width="1" stroke-dasharray="4 3" opacity="0.6"/>`;
    return `<g transform="translate(${left},${top})">
  <text x="${panel.left}" y="14" font-size="11.5" font-weight="600">${escapeXml(endpointGroups[group])}</text>
  <text x="${panel.left}" y="27" font-size="9.5" fill="#555">${escapeXml(`highest p99 at ${sizeLabel(sizes.at(-1)!)}: ${slowest}`.slice(0, 58))}</text>
  <rect x="${panel.left}" y="${panel.top}" width="${plotWidth}" height="${plotHeight}" fill="#fafafa" stroke="#ccc"/>
  ${decades
    .map(
      (tick) =>
        `<line x1="${panel.left}" x2="${panel.left + plotWidth}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#e5e5e5"/><text x="${panel.left - 4}" y="${(y(tick) + 3).toFixed(1)}" font-size="9" text-anchor="end">${tick === yMin ? `≤${tick}` : tick}</text>`,
    )
    .join('')}
  ${sizes.map((size) => `<text x="${x(size).toFixed(1)}" y="${panel.top + plotHeight + 13}" font-size="9" text-anchor="middle">${sizeLabel(size)}</text>`).join('')}
  ${target(TARGETS.p50Ms, colours.p50)}${target(TARGETS.p99Ms, colours.p99)}
  <polyline points="${line('p99')}" fill="none" stroke="${colours.p99}" stroke-width="2"/>
  <polyline points="${line('p50')}" fill="none" stroke="${colours.p50}" stroke-width="2"/>
  ${marks('p99')}${marks('p50')}
</g>`;
  });

  const legendTop = height - legend + 12;
  const title = 'Latency against the shop’s size (ms, log scale; the slowest endpoint of each group)';
  const subtitle = `${report.at.slice(0, 10)} · Node ${report.node} · ${report.cpus} CPUs · PostgreSQL · ${report.connections} connections, ${report.durationSeconds} s per endpoint · size = products, users and orders`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" role="img" aria-labelledby="title desc">
<title id="title">${escapeXml(title)}</title>
<desc id="desc">${escapeXml(`p50 and p99 latency per group of endpoints at sizes ${sizes.map(sizeLabel).join(', ')}; dashed lines mark the targets p50 < ${TARGETS.p50Ms} ms and p99 < ${TARGETS.p99Ms} ms.`)}</desc>
<rect width="100%" height="100%" fill="#fff"/>
<text x="20" y="22" font-size="14" font-weight="600">${escapeXml(title)}</text>
<text x="20" y="40" font-size="10" fill="#555">${escapeXml(subtitle)}</text>
${panelSvg.join('\n')}
<g transform="translate(20,${legendTop})" font-size="10">
  <line x1="0" x2="22" y1="0" y2="0" stroke="${colours.p50}" stroke-width="2"/><text x="28" y="3">p50</text>
  <line x1="70" x2="92" y1="0" y2="0" stroke="${colours.p99}" stroke-width="2"/><text x="98" y="3">p99</text>
  <line x1="150" x2="172" y1="0" y2="0" stroke="${colours.p50}" stroke-dasharray="4 3"/><text x="178" y="3">target p50 &lt; ${TARGETS.p50Ms} ms</text>
  <line x1="300" x2="322" y1="0" y2="0" stroke="${colours.p99}" stroke-dasharray="4 3"/><text x="328" y="3">target p99 &lt; ${TARGETS.p99Ms} ms</text>
</g>
</svg>
`;
}

const thousands = (value: number) => value.toLocaleString('en-GB');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(1);

/** The generated part of scale.md: the run, the chart, every endpoint per size, the shares, the memory. */
export function scaleFigures(report: ScaleReport): string {
  const { sizes, latency, throughput } = report;
  const mark = (row: LatencyRow) =>
    row.errors + row.non2xx > 0
      ? `${row.errors + row.non2xx} failed`
      : row.requestsPerSecond === 0 && row.p50Ms === 0
        ? 'none answered within the run'
        : row.meetsP50 && row.meetsP99
          ? '✓'
          : `✗ ${[!row.meetsP50 && 'p50', !row.meetsP99 && 'p99'].filter(Boolean).join(', ')}`;
  const endpointRows = (Object.keys(endpointGroups) as EndpointGroup[]).flatMap((group) => {
    const names = [...new Set(latency.filter((row) => row.group === group).map((row) => row.endpoint))];
    if (names.length === 0) return [];
    return [
      `| **${endpointGroups[group]}** |${' |'.repeat(sizes.length)}`,
      ...names.map((name) => {
        const cells = sizes.map((size) => {
          const row = latency.find((entry) => entry.endpoint === name && entry.size === size);
          return row ? `${ms(row.p50Ms)} / ${ms(row.p99Ms)} ${mark(row)}` : '–';
        });
        const example = latency.findLast((entry) => entry.endpoint === name)!.path;
        return `| ${name} <br>\`${example.replaceAll('|', '\\|')}\` | ${cells.join(' | ')} |`;
      }),
    ];
  });
  const met = latency.filter((row) => row.meetsP50 && row.meetsP99 && row.errors + row.non2xx === 0);
  const shares = throughput.rows.map(
    (row) =>
      `| ${row.request} | \`${row.path}\` | ${thousands(row.requestsPerSecond)} | ${percent(row.share)} (${percent(row.lowestShare)}–${percent(row.highestShare)}) |`,
  );
  const seeding = report.seeding.map(
    ({ size, rows, seedMs, visitsSeedMs, rollupMs }) =>
      `| ${thousands(size)} | ${thousands(rows.products ?? 0)} / ${thousands(rows.posts ?? 0)} / ${thousands(rows.comments ?? 0)} | ${thousands(rows.users ?? 0)} | ${thousands(rows.orders ?? 0)} / ${thousands(rows.orderItems ?? 0)} | ${thousands(rows.visits ?? 0)} | ${seconds(seedMs)} s | ${seconds(visitsSeedMs)} s + ${seconds(rollupMs)} s |`,
  );
  return [
    `Last run: ${report.at.slice(0, 16).replace('T', ' ')} UTC, Node ${report.node}, ${report.cpus} CPUs; sizes ${sizes.map(thousands).join(', ')}; ${report.connections} connections, ${report.durationSeconds} s per endpoint. ${met.length} of ${latency.length} measurements meet both targets.`,
    '',
    '![p50 and p99 latency against the size, per group of endpoints](scale.svg)',
    '',
    `### Latency per endpoint (p50 / p99 in ms; ✓ meets p50 < ${TARGETS.p50Ms} ms and p99 < ${TARGETS.p99Ms} ms)`,
    '',
    `| Endpoint (path at the largest size) | ${sizes.map(thousands).join(' | ')} |`,
    `| --- |${' --- |'.repeat(sizes.length)}`,
    ...endpointRows,
    '',
    `### Throughput at ${thousands(throughput.size)}, as a share of a bare Fastify hello world`,
    '',
    `${throughput.connections} connections, \`accept-encoding: br, gzip\`; each request ${throughput.pairs} times, each right after the hello world (its median: ${thousands(throughput.helloWorldRequestsPerSecond)} requests a second). A share is the median of the pairs' ratios, their lowest and highest beside it.${throughput.skipped ? ` ${throughput.skipped}` : ''}`,
    '',
    '| Request | Path | Requests a second (median) | Share |',
    '| --- | --- | --- | --- |',
    ...shares,
    '',
    report.rssMb === null
      ? 'Resident memory: not measured (no /proc).'
      : `Resident memory of the shop process after the throughput run: ${report.rssMb} MB (${report.rssAtStartMb} MB once it listened, before any request).`,
    '',
    '### Seeding',
    '',
    '| Size | Products / posts / comments | Users | Orders / lines | Page views | Seeded in | Views + rollup |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...seeding,
  ].join('\n');
}

/** Writes the chart and puts the figures between scale.md's markers (warns when they are gone). */
export function writeScaleDocs(report: ScaleReport): void {
  mkdirSync(docsDir, { recursive: true });
  writeFileSync(path.join(docsDir, 'scale.svg'), scaleChart(report));
  const page = path.join(docsDir, 'scale.md');
  const text = existsSync(page) ? readFileSync(page, 'utf8') : '';
  const [start, end] = [text.indexOf(BEGIN), text.indexOf(END)];
  if (start < 0 || end < start) {
    console.warn(`${path.relative(process.cwd(), page)} has no ${BEGIN} … ${END}: figures not written`);
    return;
  }
  const figures = `${BEGIN}\n${scaleFigures(report)}\n${END}`;
  writeFileSync(page, text.slice(0, start) + figures + text.slice(end + END.length));
}
