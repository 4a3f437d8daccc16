import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerPicker, TAKE_PHOTO } from './banner-picker.tsx';

function pointer(coarse: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: coarse && query === '(pointer: coarse)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const picker = (onChoose = vi.fn()) =>
  render(<BannerPicker path={null} file={null} onChoose={onChoose} onRemove={() => {}} />);

describe('BannerPicker', () => {
  it('when on a touch screen, then Take photo opens the back camera and its photo is the banner', () => {
    pointer(true);
    const onChoose = vi.fn();
    picker(onChoose);
    const camera = screen.getByLabelText(TAKE_PHOTO);
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*');
    const photo = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(camera, { target: { files: [photo] } });
    expect(onChoose).toHaveBeenCalledWith(photo);
  });

  it('when a photo is not an image, then it is refused like a chosen file', () => {
    pointer(true);
    const onChoose = vi.fn();
    picker(onChoose);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText(TAKE_PHOTO), { target: { files: [notes] } });
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Please choose an image file');
  });

  it('when the pointer is a mouse, then only the file picker is offered', () => {
    pointer(false);
    picker();
    expect(screen.queryByLabelText(TAKE_PHOTO)).toBeNull();
    expect(screen.getByLabelText('Banner Image').getAttribute('type')).toBe('file');
  });
});
