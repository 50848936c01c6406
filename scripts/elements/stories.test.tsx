import { join } from 'node:path';
import { SESSION_NOTICE_TEXTS } from '@box/ui';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { elementPackages, filesNamed } from './packages';

// Every element's Storybook page (packages/*/src/**/element.stories.tsx): the real custom element with a fake
// API. Found by file name, so a new element's stories are rendered here too.
const files = elementPackages().flatMap((pkg) => filesNamed(join(pkg.dir, 'src'), 'element.stories.tsx'));
const modules = await Promise.all(files.map((file) => import(/* @vite-ignore */ file)));

// Each story is the meta's component with the story's args (what Storybook renders; no decorators are needed:
// the element brings its own styles). Rendered by hand: @storybook/react is not a dependency of scripts/.
type Meta = { component: ComponentType<Record<string, unknown>> };
type ElementStories = { default: Meta } & Record<string, { args?: Record<string, unknown> }>;

function StoryOf({ meta, args }: { meta: Meta; args: Record<string, unknown> }) {
  const Component = meta.component;
  return <Component {...args} />;
}

const stories = files.flatMap((file, i) => {
  const { default: meta, ...named } = modules[i] as ElementStories;
  return Object.entries(named).map(
    ([name, story]) =>
      [`${file.replace(/^.*packages\//, '')} ${name}`, name, meta, story.args ?? {}] as const,
  );
});

const shadowText = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('*'))
    .filter((el) => el.localName.startsWith('box-'))
    .map((el) => el.shadowRoot?.textContent ?? '')
    .join(' ');

describe('element stories', () => {
  // The element renders into its own React root, outside Testing Library's act(): not an act environment.
  const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    act.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    act.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('exist for every documented element', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(11);
  });

  it.each(stories)('%s renders the element', async (_label, name, meta, args) => {
    const { container } = render(<StoryOf meta={meta} args={args} />);
    const element = Array.from(container.querySelectorAll('*')).find((el) => el.localName.startsWith('box-'));
    expect(element?.shadowRoot, 'a registered custom element').toBeTruthy();
    await vi.waitFor(
      () => {
        const text = shadowText(container);
        if (name === 'SessionNotice') expect(text).toContain(SESSION_NOTICE_TEXTS.message);
        else {
          expect(text.trim().length).toBeGreaterThan(20);
          expect(text).not.toContain(SESSION_NOTICE_TEXTS.message);
        }
      },
      { timeout: 8000, interval: 50 },
    );
  });
});
