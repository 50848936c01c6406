import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FileDrop } from './FileDrop';

const xml = (name: string) => new File(['<NFe/>'], name, { type: 'text/xml' });

function renderDrop(props: Partial<Parameters<typeof FileDrop>[0]> = {}) {
  const onFiles = vi.fn();
  render(
    <FileDrop
      onFiles={onFiles}
      label="Arraste os arquivos XML para cá"
      hint="ou clique para selecionar"
      accept=".xml,text/xml"
      multiple
      {...props}
    />,
  );
  const zone = screen.getByTestId('box-file-drop');
  const field = screen.getByLabelText('Arraste os arquivos XML para cá') as HTMLInputElement;
  return { onFiles, zone, field };
}

/** A drop carrying these files, as the browser sends it. */
function drop(zone: HTMLElement, files: File[]) {
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
}

describe('FileDrop', () => {
  it('is a labelled, described file field reached with Tab', async () => {
    const { field } = renderDrop();
    expect(field.type).toBe('file');
    expect(field.multiple).toBe(true);
    expect(field.accept).toBe('.xml,text/xml');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'ou clique para selecionar',
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(field);
  });

  it('hands over every chosen file, and clears the field so the same file can be chosen again', async () => {
    const { onFiles, field } = renderDrop();
    const files = [xml('a.xml'), xml('b.xml')];
    await userEvent.upload(field, files);
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(field.value).toBe('');
    await userEvent.upload(field, files[0] as File);
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it('hands over dropped files, whatever their type, and highlights the zone while dragging', () => {
    const { onFiles, zone } = renderDrop();
    fireEvent.dragEnter(zone);
    expect(zone.className).toContain('box-file-drop--active');
    // Crossing a child fires enter then leave: still inside.
    fireEvent.dragEnter(zone.querySelector('.box-file-drop__label') as Element);
    fireEvent.dragLeave(zone.querySelector('.box-file-drop__label') as Element);
    expect(zone.className).toContain('box-file-drop--active');
    const pdf = new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' });
    drop(zone, [xml('a.xml'), pdf]);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.xml' }), pdf]);
    expect(zone.className).not.toContain('box-file-drop--active');
  });

  it('drops the highlight when the drag leaves', () => {
    const { zone } = renderDrop();
    fireEvent.dragEnter(zone);
    fireEvent.dragLeave(zone);
    expect(zone.className).not.toContain('box-file-drop--active');
  });

  it('keeps the browser from opening a file dragged over it', () => {
    const { zone } = renderDrop();
    const over = createEvent.dragOver(zone);
    fireEvent(zone, over);
    expect(over.defaultPrevented).toBe(true);
  });

  it('takes one file when not multiple, and nothing when disabled or empty', () => {
    const single = renderDrop({ multiple: false });
    drop(single.zone, [xml('a.xml'), xml('b.xml')]);
    expect(single.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.xml' })]);
    drop(single.zone, []);
    expect(single.onFiles).toHaveBeenCalledTimes(1);
  });

  it('ignores drops and disables the field when disabled', () => {
    const { onFiles, zone, field } = renderDrop({ disabled: true });
    fireEvent.dragEnter(zone);
    expect(zone.className).not.toContain('box-file-drop--active');
    drop(zone, [xml('a.xml')]);
    expect(onFiles).not.toHaveBeenCalled();
    expect(field.disabled).toBe(true);
    expect(zone.className).toContain('box-file-drop--disabled');
  });
});
