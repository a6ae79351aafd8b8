import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { updateClientState, useClientState } from '../state/clientState';

/** A loudspeaker, with sound waves when the sound is on and a cross when it is off. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** Turns the click sound off or on; the choice is kept with the rest of the client state. */
export function SoundToggle() {
  const { t } = useTranslation();
  const { soundMuted } = useClientState();
  const label = soundMuted ? t('chrome.sound.unmute') : t('chrome.sound.mute');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      aria-pressed={soundMuted}
      onClick={() => updateClientState({ soundMuted: !soundMuted })}
      data-testid="sound-toggle"
      data-muted={soundMuted}
    >
      <SpeakerIcon muted={soundMuted} />
    </ActionIcon>
  );
}
