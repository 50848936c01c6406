import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A circle (avatars, markers) instead of a rounded bar. */
  circle?: boolean;
  className?: string;
}

/**
 * A placeholder bar while content loads. Decorative: the container that is loading says so (aria-busy, or a
 * hidden "Carregando" text).
 */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  const classes = ['box-skeleton', circle ? 'box-skeleton--circle' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}
