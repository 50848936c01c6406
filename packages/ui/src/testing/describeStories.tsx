import { composeStories } from '@storybook/react';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';

type Composed = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

/** What each story must show once its play ran and its mocked API answered, by story name. */
export type StoryChecks = Record<string, () => unknown>;

export interface DescribeStoriesOptions {
  /** Runs before each story (e.g. the viewport width the stories assume). */
  beforeEach?: () => void;
  /** A check every story must also pass, after its own. */
  everyStory?: (name: string) => unknown;
  /**
   * 'act' (default): the play runs inside act(). 'browser': outside it, as Storybook runs it; inside act React
   * holds back the retry of a lazy part until act ends, so a play waiting for a lazy modal's content would wait
   * forever.
   */
  play?: 'act' | 'browser';
}

async function runPlay(Story: Composed, canvasElement: HTMLElement, mode: 'act' | 'browser') {
  if (!Story.play) return;
  if (mode === 'act') {
    await act(async () => {
      await Story.play?.({ canvasElement });
    });
    return;
  }
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await Story.play({ canvasElement });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/**
 * Every story of a stories module rendered as a test: each must have a check (a new story without one fails),
 * its play runs, then its check. The stories are the states designers browse; this keeps them working.
 */
export function describeStories(
  title: string,
  stories: Record<string, unknown>,
  checks: StoryChecks,
  options: DescribeStoriesOptions = {},
) {
  const composed = composeStories(stories as Parameters<typeof composeStories>[0]) as unknown as Record<
    string,
    Composed
  >;
  describe(`${title} stories render as tests`, () => {
    if (options.beforeEach) beforeEach(options.beforeEach);

    it('has a check for every story', () => {
      expect(Object.keys(composed).sort()).toEqual(Object.keys(checks).sort());
    });

    it.each(Object.entries(composed))('%s', async (name, Story) => {
      const { container } = render(<Story />);
      await runPlay(Story, container, options.play ?? 'act');
      await checks[name]?.();
      await options.everyStory?.(name);
    });
  });
}
