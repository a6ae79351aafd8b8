import { useEffect, useState } from 'react';

/**
 * An object URL of the file for a preview; the URL is revoked as soon as the file changes or the
 * component unmounts (created in the effect, so StrictMode's double run never leaves one revoked).
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}
