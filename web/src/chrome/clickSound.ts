import { getClientState } from '../state/clientState';

/** The click sound of the specification (000 §2 and §7), made by web/scripts/make-media.mjs. */
export const CLICK_SOUND_URL = '/click.mp3';

/** What counts as a click worth a sound: the controls a visitor presses, not any text they click on. */
const CLICKABLE = 'a[href], button, [role="button"], [role="menuitem"], [role="tab"], [role="radio"], summary';

let clickAudio: HTMLAudioElement | null = null;

/**
 * One audio element for every click, made at the first click so a visitor who never clicks never
 * downloads the sound. Rewinding it lets quick clicks each be heard.
 */
export function playClickSound(): void {
  if (getClientState().soundMuted) return;
  clickAudio ??= new Audio(CLICK_SOUND_URL);
  clickAudio.currentTime = 0;
  // The browser may refuse to play (autoplay rules, no audio device): a silent click is fine.
  clickAudio.play().catch(() => undefined);
}

function onDocumentClick(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest(CLICKABLE)) playClickSound();
}

/**
 * Listens on the document in the bubbling phase, after React's own handlers: the sound toggle has
 * already changed the setting when this runs, so muting is silent and unmuting is heard.
 */
export function startClickSound(): () => void {
  document.addEventListener('click', onDocumentClick);
  return () => document.removeEventListener('click', onDocumentClick);
}
