import { useEffect, useState } from 'react';

/**
 * An object URL of the file for a preview; the URL is revoked as soon as the file changes or the
 * component unmounts (created in the effect, so StrictMode's double run never leaves one revoked).
 */
export function useObjectUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The object URL is an outside resource made and revoked with the effect: this is the state it syncs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Only the URL of the file shown now: never one already revoked for an earlier file.
  return preview && preview.file === file ? preview.url : null;
}
