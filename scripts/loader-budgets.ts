// The loader's budgets (issue 17), beside the elements' in scripts/check-budgets.ts: box-elements.js's first
// load, and pages of several elements through the loader against the largest of them alone (its standalone
// bundle). What each tag fetches comes from the loader build's dist/manifest.json (packages/elements/sri-manifest.ts),
// the standalone figures from bench/bundles.ts; bytes are brotli (quality 11), as the tracking elements' budgets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BudgetRow } from '../bench/budgets';
import { brotliBytes as brotli, widgetBytes } from '../bench/bundles';
import { manifestElements } from './elements/packages';

interface LoaderBudgets {
  /** box-elements.js and the chunks it imports statically. */
  firstLoad: { brotli: number };
  /**
   * Each page: its tags, and the most its first load may cost as a multiple of the largest tag's alone, that tag
   * through the loader (what adding elements to a page costs) and as its standalone bundle.
   */
  pages: Record<string, { tags: string[]; ofLargestAlone: number; ofLargestStandalone: number }>;
}

interface LoaderManifest {
  entryFiles: string[];
  tags: Record<string, { files: string[]; lazy: string[] }>;
}

export interface PageFigures {
  /** The loader and every tag's chunks with what they import statically: what the page fetches first. */
  loaderBytes: number;
  loaderFiles: number;
  /** The largest tag through the loader alone: the loader, the tag's chunk and what it imports statically. */
  largestLoaderTag: string;
  largestLoaderAloneBytes: number;
  /** The largest tag's standalone bundle and the chunks it imports statically. */
  /** Null while a standalone bundle of the page's tags is not built. */
  largestTag: string | null;
  largestAloneBytes: number | null;
}

/** What a page with `tags` costs through the loader, against the largest of them as a standalone bundle. */
export function pageFigures(repo: string, tags: readonly string[]): PageFigures | null {
  const dist = join(repo, 'packages/elements/dist');
  const manifestFile = join(dist, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as LoaderManifest;
  const first = new Set(manifest.entryFiles);
  for (const tag of tags) {
    const own = manifest.tags[tag];
    if (!own) throw new Error(`packages/elements/dist/manifest.json has no <${tag}>: build it again`);
    for (const f of own.files) first.add(f);
  }
  const size = (files: Iterable<string>) => [...files].reduce((n, f) => n + brotli(join(dist, f)), 0);
  const loaderBytes = size(first);
  let largestLoader = { tag: '', bytes: 0 };
  for (const tag of tags) {
    const bytes = size(new Set([...manifest.entryFiles, ...(manifest.tags[tag]?.files ?? [])]));
    if (bytes > largestLoader.bytes) largestLoader = { tag, bytes };
  }
  const standalone = widgetBytes(repo);
  const elements = manifestElements(repo);
  let largest: { tag: string; first: number } | null = null;
  for (const tag of tags) {
    const element = elements.find((e) => e.tag === tag);
    const name = element?.standalone.replace(/\.js$/, '');
    const figure = element && standalone[name === 'element' ? element.folder : `${element.folder}/${name}`];
    if (!figure) {
      largest = null;
      break;
    }
    if (!largest || figure.standaloneBrotli > largest.first)
      largest = { tag, first: figure.standaloneBrotli };
  }
  return {
    loaderBytes,
    loaderFiles: first.size,
    largestLoaderTag: largestLoader.tag,
    largestLoaderAloneBytes: largestLoader.bytes,
    largestTag: largest?.tag ?? null,
    largestAloneBytes: largest?.first ?? null,
  };
}

/** The rows `pnpm budgets` prints for the loader (`budgets.loader` of bench/budgets.json). */
export function loaderBudgetRows(repo: string, budgets: LoaderBudgets | undefined): BudgetRow[] {
  if (!budgets)
    return [
      { what: 'box-elements.js (no loader budget)', unit: 'brotli', bytes: null, budget: null, ok: false },
    ];
  const rows: BudgetRow[] = [];
  const dist = join(repo, 'packages/elements/dist');
  const manifestFile = join(dist, 'manifest.json');
  const entry = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as LoaderManifest).entryFiles.reduce(
        (n, f) => n + brotli(join(dist, f)),
        0,
      )
    : null;
  rows.push({
    what: 'box-elements.js first load',
    unit: 'brotli',
    bytes: entry,
    budget: budgets.firstLoad.brotli,
    ok: entry !== null && entry <= budgets.firstLoad.brotli,
  });
  for (const [name, page] of Object.entries(budgets.pages)) {
    const figures = pageFigures(repo, page.tags);
    const row = (what: string, alone: number | null | undefined, ratio: number): BudgetRow => {
      const limit = alone === undefined || alone === null ? null : Math.floor(alone * ratio);
      const bytes = figures?.loaderBytes ?? null;
      return {
        what,
        unit: 'brotli',
        bytes,
        budget: limit,
        ok: bytes !== null && limit !== null && bytes <= limit,
      };
    };
    rows.push(
      row(
        `loader page ${name} (≤ ${page.ofLargestAlone}× <${figures?.largestLoaderTag ?? '?'}> alone through the loader)`,
        figures?.largestLoaderAloneBytes,
        page.ofLargestAlone,
      ),
      row(
        `loader page ${name} (≤ ${page.ofLargestStandalone}× <${figures?.largestTag ?? '?'}> standalone)`,
        figures?.largestAloneBytes,
        page.ofLargestStandalone,
      ),
    );
  }
  return rows;
}
