import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a decorative placeholder of the requested size', () => {
    const { container } = render(<Skeleton width={120} height={16} />);
    const bar = container.querySelector<HTMLElement>('.box-skeleton');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.style.width).toBe('120px');
    expect(bar?.style.height).toBe('16px');
  });

  it('can be a circle', () => {
    const { container } = render(<Skeleton circle width={32} height={32} />);
    expect(container.querySelector('.box-skeleton')?.className).toContain('box-skeleton--circle');
  });
});
