import { type SyntheticEvent, useState } from 'react';
import { isLegacyLoginPath, legacyFrameSrc } from './legacySrc';

interface LegacyFrameProps {
  pathname: string;
  search: string;
  /** Accessible name of the frame: the page title. */
  title: string;
  /** The frame landed on the server's login page. */
  onLoginPage: () => void;
}

function framePath(frame: HTMLIFrameElement): string | null {
  try {
    return frame.contentWindow?.location.pathname ?? null;
  } catch {
    return null; // the frame left our origin; it cannot be our login page
  }
}

/**
 * A server-rendered legacy page (SPEC §2) inside the app layout. Give it a `key` of its src so another page
 * starts again from 'Carregando…'.
 */
export function LegacyFrame({ pathname, search, title, onLoginPage }: LegacyFrameProps) {
  const [loading, setLoading] = useState(true);

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    setLoading(false);
    if (isLegacyLoginPath(framePath(event.currentTarget))) onLoginPage();
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
