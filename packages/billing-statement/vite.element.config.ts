import { fileURLToPath } from 'node:url';
import { standaloneElementBuild } from '../ui/build/widget-vite.ts';

// dist/element.js, the standalone <box-billing-statement>: React included; the order modal, the map (maplibre) and
// the custom-period calendar in chunks of their own that element.js fetches when they open.
export default standaloneElementBuild({ root: fileURLToPath(new URL('.', import.meta.url)) });
