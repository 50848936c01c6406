import { BoxRoot, boxUiSheets } from '@box/ui';
import type { Preview } from '@storybook/react-vite';

/** Every story renders inside `.box-root` with the design system's CSS, as a widget would. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <BoxRoot styles={boxUiSheets}>
        <Story />
      </BoxRoot>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Celular 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1366 px', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
