import { decodeViewer, requireInternalSecret, VIEWER_HEADER } from '@mc/platform';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { TraderPhotoService } from './trader-photo.service';

/** A photo's id never names other bytes (a new upload is a new id), so the answer may be kept for good. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /trader-photos/:id` for the gateway only (internal secret), as the forwarded viewer: the bytes with
 * their checked type, never sniffed; a matching If-None-Match gets 304.
 */
export function photoRoute(photos: TraderPhotoService, internalSecret: string, logger: Logger) {
  return (router: Router) => {
    router.get('/trader-photos/:id', requireInternalSecret(internalSecret), async (request, response) => {
      const id = String(request.params.id);
      try {
        const answer = await photos.read(decodeViewer(request.header(VIEWER_HEADER)), id);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (answer.status !== 200) {
          response.setHeader('Cache-Control', 'no-store');
          response.status(404).type('text/plain').send('Not found');
          return;
        }
        response.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
        response.setHeader('ETag', `"${id}"`);
        response.type(answer.contentType).send(answer.bytes);
      } catch (error) {
        logger.error({ err: error }, 'trader photo read failed');
        response.status(500).type('text/plain').send('Internal error');
      }
    });
  };
}
