import type { StorybookConfig } from '@storybook/react-vite';

/** Stories live beside their components in every package (DESIGN.md §2). */
const config: StorybookConfig = {
  stories: ['../../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
