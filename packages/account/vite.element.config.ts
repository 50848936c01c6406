import { fileURLToPath } from 'node:url';
import { standaloneElementBuild } from '../ui/build/widget-vite.ts';

// dist/element.js: <box-profile> and <box-registered-accounts> with React included, one <script type="module">.
export default standaloneElementBuild({ root: fileURLToPath(new URL('.', import.meta.url)) });
