// The banner image of step 1: a stored path or a newly chosen file, both previewed. Only images up to the
// shared upload limit are taken.
import { useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../../shared/limits.ts';

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

interface Props {
  path: string | null;
  file: Blob | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

export function BannerPicker({ path, file, onChoose, onRemove }: Props) {
  const [error, setError] = useState('');
  const src = file ? previewUrl(file) : path;
  return (
    <div className="wizard-field wizard-banner">
      <label className="wizard-field__label" htmlFor="bannerImage">
        Banner Image
      </label>
      <input
        id="bannerImage"
        type="file"
        accept="image/*"
        aria-describedby={error ? 'bannerImage-error' : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (!chosen) return;
          if (!chosen.type.startsWith('image/')) return setError(BANNER_MESSAGES.notImage);
          if (chosen.size > MAX_UPLOAD_BYTES) return setError(BANNER_MESSAGES.tooLarge);
          setError('');
          onChoose(chosen);
        }}
      />
      {error && (
        <p className="wizard-field__error" id="bannerImage-error" role="alert">
          {error}
        </p>
      )}
      {src && (
        <div className="wizard-banner__preview">
          <img src={src} alt="Banner preview" />
          <button type="button" className="button button--outline" onClick={onRemove}>
            Remove image
          </button>
        </div>
      )}
    </div>
  );
}
