import { boxUiCss } from '@box/ui';
import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import { MERCHANDISE_STEP_SHEETS } from './merchandise/styles';
import * as wizardStories from './SpotWizard.stories';
import { SPOT_WIZARD_STYLES } from './styles';
import * as summaryStories from './summary/SummaryStep.stories';
import { FINISH_MODALS_SHEETS, SUMMARY_STEP_SHEETS } from './summary/styles';
import { VEHICLE_STEP_SHEETS } from './vehicle/styles';
import * as vehicleStories from './vehicle/VehicleStep.stories';

/** Every `box-` class a CSS text has a rule for. */
function classesStyledBy(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\.(box-[\w-]+)/g), (match) => match[1] as string));
}

/** Every `box-` class in the document now. */
function renderedClasses(): string[] {
  return Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
    Array.from(el.classList).filter((name) => name.startsWith('box-')),
  );
}

const prefixed = (prefix: string, set: Record<string, unknown>) =>
  Object.entries(set).map(([name, story]) => [`${prefix}/${name}`, story as ComponentType] as const);

const stories = [
  ...prefixed('SpotWizard', composeStories(wizardStories)),
  ...prefixed('Vehicle', composeStories(vehicleStories)),
  ...prefixed('Summary', composeStories(summaryStories)),
];

describe('SPOT_WIZARD_STYLES', () => {
  const first = classesStyledBy(SPOT_WIZARD_STYLES.join('\n'));
  // Every story renders step 1, or a part that only mounts once step 1 has adopted its sheets.
  const own = classesStyledBy([...SPOT_WIZARD_STYLES, ...MERCHANDISE_STEP_SHEETS].join('\n'));
  const ui = classesStyledBy(boxUiCss);

  it('styles the shell’s own classes; step 1’s and the later parts’ rules are theirs', () => {
    expect(first.has('box-spot-wizard__nav')).toBe(true);
    for (const name of [
      'box-step1',
      'box-table',
      'box-modal__header',
      'box-vehicle-card',
      'box-summary__price',
      'box-finance',
    ]) {
      expect(first.has(name), name).toBe(false);
    }
    const step1 = classesStyledBy(MERCHANDISE_STEP_SHEETS.join('\n'));
    expect(['box-step1', 'box-merch', 'box-table', 'box-modal__header'].filter((n) => !step1.has(n))).toEqual(
      [],
    );
    expect(classesStyledBy(VEHICLE_STEP_SHEETS.join('\n')).has('box-vehicle-card')).toBe(true);
    expect(classesStyledBy(SUMMARY_STEP_SHEETS.join('\n')).has('box-summary__price')).toBe(true);
    const finish = classesStyledBy(FINISH_MODALS_SHEETS.join('\n'));
    expect(
      ['box-summary__finishing', 'box-summary__message', 'box-finance'].filter((n) => !finish.has(n)),
    ).toEqual([]);
  });

  it.each(stories)('styles every primitive the %s story renders', async (name, Story) => {
    render(<Story />);
    // Let the mocked API answer (the whole-wizard stories delay it by 300 ms).
    const settle = name.startsWith('SpotWizard/') ? 500 : 20;
    await act(() => new Promise((resolve) => setTimeout(resolve, settle)));
    const unstyled = renderedClasses().filter((name) => ui.has(name) && !own.has(name));
    expect([...new Set(unstyled)]).toEqual([]);
  });
});
