import type { StorybookConfig } from '@storybook/react-vite';

/** Stories live beside their components in every package (DESIGN.md §2). */
const config: StorybookConfig = {
  stories: ['../../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages: a story file tagged 'autodocs' (the element pages, `@box/ui/stories`) gets its argTypes table —
  // the element's attributes, properties and events.
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
