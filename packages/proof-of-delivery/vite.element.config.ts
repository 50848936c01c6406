import { fileURLToPath } from 'node:url';
import { standaloneElementBuild } from '../ui/build/widget-vite.ts';

// dist/element.js, the standalone <box-proof-of-delivery>: React included, the map (maplibre) in chunks of its
// own that element.js fetches only where a map can be drawn.
export default standaloneElementBuild({ root: fileURLToPath(new URL('.', import.meta.url)) });
