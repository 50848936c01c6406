/**
 * happy-dom never loads frame pages and logs a DOMException for each one. Tests set where a frame "landed"
 * themselves, so that one expected message is dropped; every other console.error still gets through.
 */
export function quietFrameLoading(): void {
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes('Iframe page loading is disabled'))) return;
    original(...args);
  });
}
