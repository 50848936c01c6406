import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { isLegacyLoginPath, LEGACY_PREFIX, legacyFrameSrc } from './legacySrc';

interface LegacyFrameProps {
  pathname: string;
  search: string;
  /** Accessible name of the frame: the page title. */
  title: string;
  /** The frame landed on the server's login page. */
  onLoginPage: () => void;
  /**
   * The frame moved by itself to another legacy page (a form answered in the frame, e.g. 'Cadastrar nova
   * conta' once the account exists): its portal path, so the address bar can follow.
   */
  onMoved?: (path: string) => void;
}

function framePath(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentWindow?.location.pathname ?? null;
  } catch {
    return null; // the frame left our origin; it cannot be our login page
  }
}

/** Where a same-origin frame is now (path and query), or null when it cannot be read. */
function frameAddress(frame: HTMLIFrameElement): string | null {
  try {
    const at = frame.contentWindow?.location;
    return at ? at.pathname + at.search : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a same-origin frame as tall as its page, so a long legacy page (a history of 50 rows) scrolls with the
 * portal, one scrollbar, instead of inside a box. Returns the way to stop; nothing happens for a frame it cannot
 * read. The observer is the frame's own: it watches the frame's document.
 */
export function fitFrameToContent(frame: HTMLIFrameElement): () => void {
  try {
    const doc = frame.contentDocument;
    const win = frame.contentWindow as (Window & typeof globalThis) | null;
    if (!doc || !win?.ResizeObserver) return () => {};
    // From the stylesheet's minimum again: a shorter page after a longer one shrinks the frame.
    frame.style.height = '';
    const fit = () => {
      frame.style.height = `${doc.documentElement.scrollHeight}px`;
    };
    fit();
    const observer = new win.ResizeObserver(fit);
    observer.observe(doc.documentElement);
    return () => observer.disconnect();
  } catch {
    return () => {}; // the frame left our origin
  }
}

/**
 * A server-rendered legacy page (SPEC §2) inside the app layout. Give it a `key` of its src so another page
 * starts again from 'Carregando…'.
 */
export function LegacyFrame({ pathname, search, title, onLoginPage, onMoved }: LegacyFrameProps) {
  const [loading, setLoading] = useState(true);
  const stopFitting = useRef<() => void>(() => {});
  useEffect(() => () => stopFitting.current(), []);

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    setLoading(false);
    stopFitting.current();
    stopFitting.current = fitFrameToContent(event.currentTarget);
    if (isLegacyLoginPath(framePath(event.currentTarget))) {
      onLoginPage();
      return;
    }
    const at = frameAddress(event.currentTarget);
    if (onMoved && at?.startsWith(`${LEGACY_PREFIX}/`) && at !== legacyFrameSrc(pathname, search)) {
      onMoved(at.slice(LEGACY_PREFIX.length));
    }
  };

  return (
    <div className="box-legacy" aria-busy={loading}>
      {loading && (
        <p className="box-legacy__loading" role="status">
          Carregando…
        </p>
      )}
      <iframe
        className="box-legacy__frame"
        src={legacyFrameSrc(pathname, search)}
        title={title}
        onLoad={onLoad}
      />
    </div>
  );
}
