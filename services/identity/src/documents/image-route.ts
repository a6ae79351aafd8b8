import { decodeViewer, requireInternalSecret, VIEWER_HEADER } from '@mc/platform';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { ImageAccessService } from './image-access.service';

/** A key never changes its bytes (a new upload gets a new key), so the browser may keep it for good. */
export const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * `GET /images/:key` for the gateway only (internal secret), as the forwarded viewer: the bytes with
 * their checked type, cached privately, never sniffed; a matching If-None-Match gets 304.
 */
export function imageRoute(images: ImageAccessService, internalSecret: string, logger: Logger) {
  return (router: Router) => {
    router.get('/images/:key', requireInternalSecret(internalSecret), async (request, response) => {
      const key = String(request.params.key);
      try {
        const answer = await images.read(decodeViewer(request.header(VIEWER_HEADER)), key);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (answer.status !== 200) {
          response.setHeader('Cache-Control', 'no-store');
          response
            .status(answer.status)
            .type('text/plain')
            .send(answer.status === 401 ? 'Sign in first' : 'Not found');
          return;
        }
        response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
        response.setHeader('ETag', `"${key}"`);
        // express answers 304 itself when the request's If-None-Match names this ETag.
        response.type(answer.contentType).send(answer.bytes);
      } catch (error) {
        logger.error({ err: error }, 'image read failed');
        response.status(500).type('text/plain').send('Internal error');
      }
    });
  };
}
