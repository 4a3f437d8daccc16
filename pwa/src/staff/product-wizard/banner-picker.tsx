// The banner image of step 1: a stored path or a newly chosen file, both previewed. Only images up to the
// shared upload limit are taken. On a touch screen (a phone, a tablet) **Take photo** opens the camera
// beside the file picker (issue #35 §6); a photo is a chosen file like any other, kept with its draft on the
// device (offline too, through a reload) and uploaded when the draft reaches the server. A desktop with a
// mouse does not get it: there `capture` is ignored and it would be a second "choose a file".
import { useState } from 'react';
import { Camera } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '../../../../shared/limits.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

export const BANNER_MESSAGES = {
  notImage: 'Please choose an image file (PNG, JPEG, WebP, AVIF or GIF).',
  tooLarge: `The image is too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
} as const;

// One object URL per chosen blob, kept while the page lives: revoking on unmount would break a preview
// that React's development double-mount shows again.
const previews = new WeakMap<Blob, string>();
function previewUrl(blob: Blob): string {
  let url = previews.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    previews.set(blob, url);
  }
  return url;
}

export const TAKE_PHOTO = 'Take photo';

/** The camera of a phone or tablet, as a file input (`capture`: the back camera where there is a choice). */
function TakePhoto({ onTake }: { onTake: (photo: File | undefined) => void }) {
  return (
    <>
      <input
        id="bannerImage-camera"
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        onChange={(e) => {
          const photo = e.target.files?.[0];
          e.target.value = '';
          onTake(photo);
        }}
      />
      <label className="button button--outline wizard-banner__camera" htmlFor="bannerImage-camera">
        <Camera aria-hidden="true" size={18} /> {TAKE_PHOTO}
      </label>
    </>
  );
}

interface Props {
  path: string | null;
  file: Blob | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

export function BannerPicker({ path, file, onChoose, onRemove }: Props) {
  const [error, setError] = useState('');
  const [over, setOver] = useState(false);
  const touch = useMediaQuery('(pointer: coarse)');
  const src = file ? previewUrl(file) : path;
  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) return setError(BANNER_MESSAGES.notImage);
    if (chosen.size > MAX_UPLOAD_BYTES) return setError(BANNER_MESSAGES.tooLarge);
    setError('');
    onChoose(chosen);
  };
  // A drop zone that is also the file picker's label: drop an image on it, or click (or press Enter on
  // the focused picker) to choose one; once there, the preview offers Replace and Remove.
  return (
    <div className="wizard-field wizard-banner">
      <span className="wizard-field__label" id="bannerImage-label">
        Banner Image
      </span>
      <div
        className={`wizard-banner__zone${over ? ' wizard-banner__zone--over' : ''}${src ? ' wizard-banner__zone--filled' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files[0]);
        }}
      >
        <input
          id="bannerImage"
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-labelledby="bannerImage-label"
          aria-describedby={error ? 'bannerImage-error' : 'bannerImage-hint'}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            take(chosen);
          }}
        />
        {src ? (
          <div className="wizard-banner__preview">
            <img src={src} alt="Banner preview" />
            <div className="wizard-banner__actions">
              <label className="button button--outline" htmlFor="bannerImage">
                Replace image
              </label>
              <button type="button" className="button button--outline" onClick={onRemove}>
                Remove image
              </button>
            </div>
          </div>
        ) : (
          <label className="wizard-banner__empty" htmlFor="bannerImage">
            <strong>Drop an image here</strong> or{' '}
            <span className="wizard-banner__choose">choose a file</span>
            <small id="bannerImage-hint">
              PNG, JPEG, WebP, AVIF or GIF, up to {MAX_UPLOAD_BYTES / (1024 * 1024)} MB
            </small>
          </label>
        )}
      </div>
      {touch && <TakePhoto onTake={take} />}
      {error && (
        <p className="wizard-field__error" id="bannerImage-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
