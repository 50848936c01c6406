import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as stories from './MapView.stories';

const composed = composeStories(stories) as unknown as Record<string, ComponentType>;

// happy-dom has no WebGL, so every story shows the fallback list (the drawn map is checked in Chromium).
const region = () => screen.getByRole('region', { name: 'Mapa da rota' });
const items = () => within(region()).queryAllByRole('listitem');

const expectations: Record<string, () => void> = {
  RouteWithStops: () => expect(items()).toHaveLength(6),
  InfoWindowOpen: () => expect(within(region()).getByText('Chegada estimada: 11:05')).toBeTruthy(),
  WithSidePanelPadding: () => expect(items()).toHaveLength(6),
  Empty: () => {
    expect(within(region()).getByText('Mapa indisponível neste navegador')).toBeTruthy();
    expect(items()).toHaveLength(0);
  },
};

describe('MapView stories render as tests', () => {
  it('has a check for every story', () => {
    expect(Object.keys(composed).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(Object.entries(composed))('%s', (name, Story) => {
    render(<Story />);
    expectations[name]?.();
  });
});
