import { fileURLToPath } from 'node:url';
import { standaloneElementBuild } from '../ui/build/widget-vite.ts';

// dist/rating-modal-element.js: the standalone tag, React included, its lazy parts (the map) as chunks beside it.
export default standaloneElementBuild({
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/rating/define.ts',
  name: 'rating-modal-element',
});
