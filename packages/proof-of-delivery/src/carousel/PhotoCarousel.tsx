import { Button } from '@box/ui';
import { useId, useRef, useState } from 'react';
import { MESSAGES } from '../messages';
import { pageKeepingPhoto, pagesOf } from './photosPerPage';
import { usePhotosPerPage } from './usePhotosPerPage';

export interface PhotoCarouselProps {
  photos: readonly string[];
}

/** The proof's photos, a page at a time (1, or 4 on wide screens), with labelled previous/next buttons. */
export function PhotoCarousel({ photos }: PhotoCarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const perPage = usePhotosPerPage(ref);
  const [position, setPosition] = useState({ page: 0, perPage });
  const indicatorId = useId();

  // A resize that changes the page size keeps the photo that was first in view.
  let page = position.page;
  if (position.perPage !== perPage) {
    page = pageKeepingPhoto(position.page, position.perPage, perPage, photos.length);
    setPosition({ page, perPage });
  }
  const pages = pagesOf(photos, perPage);
  const current = Math.min(page, Math.max(pages.length - 1, 0));
  const go = (next: number) => setPosition({ page: next, perPage });

  return (
    <div ref={ref} className="box-pod-carousel" data-per-page={perPage}>
      {photos.length === 0 ? (
        <p className="box-pod__muted">{MESSAGES.noPhotos}</p>
      ) : (
        <>
          <ul
            className="box-pod-carousel__page"
            aria-describedby={pages.length > 1 ? indicatorId : undefined}
          >
            {(pages[current] ?? []).map((url, i) => {
              const n = current * perPage + i + 1;
              return (
                <li key={`${n}-${url}`} className="box-pod-carousel__item">
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img src={url} alt={MESSAGES.photoAlt(n, photos.length)} loading="lazy" />
                  </a>
                </li>
              );
            })}
          </ul>
          {pages.length > 1 && (
            <div className="box-pod-carousel__controls">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => go(current - 1)}
                disabled={current === 0}
                aria-label={MESSAGES.previousPhotos(perPage)}
              >
                <span aria-hidden="true">‹</span>
              </Button>
              <span id={indicatorId} className="box-pod-carousel__indicator" aria-live="polite">
                {MESSAGES.photoPage(current + 1, pages.length)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => go(current + 1)}
                disabled={current >= pages.length - 1}
                aria-label={MESSAGES.nextPhotos(perPage)}
              >
                <span aria-hidden="true">›</span>
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
