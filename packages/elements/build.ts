// `pnpm build`: the loader's Vite build, run under tsx rather than `vite build` because the build reads the
// element packages' tags through scripts/elements/ (TypeScript that imports @box/ui's sources, which Vite's
// config loader leaves to Node).
import { build } from 'vite';
import config from './vite.config.ts';

await build(config);
