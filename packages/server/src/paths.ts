import { fileURLToPath } from 'node:url';

// Resolved from this file, so the server finds its files wherever the repository is cloned.
const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const REPO_ROOT = at('../../../');
export const MIGRATIONS_DIR = at('../drizzle/');
export const DEFAULT_DATA_DIR = at('../../../.data/pglite');
export const HOST_DIST_DIR = at('../../../host/dist/');
export const PACKAGES_DIR = at('../../../packages/');
export const STORYBOOK_DIST_DIR = at('../../../storybook-static/');
/** The official SEFAZ XSDs the canhoto events are checked against (schemas/sefaz/README.md). */
export const SEFAZ_SCHEMAS_DIR = at('../schemas/sefaz/');
