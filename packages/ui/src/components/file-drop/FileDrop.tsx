import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface FileDropProps {
  /** Receives what was chosen or dropped; nothing is filtered here, so the caller can say why a file is refused. */
  onFiles: (files: File[]) => void;
  /** The zone's main line; also the file field's accessible name. */
  label: ReactNode;
  /** A quieter line under the label (what kind of files, how many). */
  hint?: ReactNode;
  /** Passed to the picker (e.g. '.xml,text/xml'): a hint to the system dialog, not a filter of drops. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
}

const UploadIcon = () => (
  <svg
    width={36}
    height={36}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
  </svg>
);

/**
 * A zone to choose files or drop them. The native file field stays in the tab order (visually hidden, the zone
 * shows its focus), so the keyboard opens the system dialog with Enter or Space and a screen reader announces a
 * file button named by the label; a click anywhere on the zone opens it too.
 */
export function FileDrop({
  onFiles,
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  className,
}: FileDropProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses: count them so the highlight does not flicker.
  const depth = useRef(0);

  function take(list: FileList | null | undefined) {
    const files = Array.from(list ?? []);
    if (disabled || files.length === 0) return;
    onFiles(multiple ? files : files.slice(0, 1));
  }

  function onDragEnter(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (disabled) return;
    depth.current += 1;
    setDragging(true);
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    // Without this the browser opens the dropped file instead of handing it to us.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  }

  function onDragLeave() {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    take(event.dataTransfer?.files);
  }

  const classes = [
    'box-file-drop',
    dragging ? 'box-file-drop--active' : null,
    disabled ? 'box-file-drop--disabled' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop is a pointer convenience; the file field inside is the keyboard path.
    <div
      className={classes}
      data-testid="box-file-drop"
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        className="box-file-drop__input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        // Named by the label line alone; the hint, also inside the <label>, is its description.
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          take(event.target.files);
          // Cleared so that choosing the same file again still reports it (the caller decides about repeats).
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="box-file-drop__zone">
        <span className="box-file-drop__icon">
          <UploadIcon />
        </span>
        <span id={labelId} className="box-file-drop__label">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="box-file-drop__hint">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}
