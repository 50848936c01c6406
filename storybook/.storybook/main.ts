import type { StorybookConfig } from '@storybook/react-vite';
import { prebuiltMaplibre } from '../../packages/ui/build/prebuilt-maplibre.ts';

/** Stories live beside their components in every package (DESIGN.md §2). */
const config: StorybookConfig = {
  stories: ['../../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages: a story file tagged 'autodocs' (the element pages, `@box/ui/stories`) gets its argTypes table —
  // the element's attributes, properties and events.
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  // maplibre's browser build taken as it is, as every other build of ours takes it: Rollup's CommonJS conversion
  // of its megabyte is CPU for nothing, and its chunk no longer trips Vite's size warning.
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), prebuiltMaplibre()] }),
};

export default config;
