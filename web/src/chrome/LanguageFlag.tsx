import { useId } from 'react';
import type { LanguageCode } from '../state/clientState';

/**
 * The flag standing for a language in the menu, drawn as SVG: flag emoji need a colour emoji font,
 * and where none is installed they show as empty boxes. English is the United Kingdom's flag.
 */
export function LanguageFlag({ code }: { code: LanguageCode }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width={21}
      height={14}
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      style={{ display: 'block', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)' }}
    >
      {code === 'en' ? <UnionFlag /> : <TricolourFlag code={code} />}
    </svg>
  );
}

/** Three equal bands, top to bottom (Russia, Germany), or left to right (France); Spain's middle band is double. */
function TricolourFlag({ code }: { code: Exclude<LanguageCode, 'en'> }) {
  switch (code) {
    case 'ru':
      return <Bands colours={['#FFFFFF', '#0039A6', '#D52B1E']} />;
    case 'de':
      return <Bands colours={['#000000', '#DD0000', '#FFCE00']} />;
    case 'es':
      return (
        <>
          <rect width="30" height="20" fill="#AA151B" />
          <rect y="5" width="30" height="10" fill="#F1BF00" />
        </>
      );
    case 'fr':
      return (
        <>
          <rect width="10" height="20" fill="#002395" />
          <rect x="10" width="10" height="20" fill="#FFFFFF" />
          <rect x="20" width="10" height="20" fill="#ED2939" />
        </>
      );
  }
}

function Bands({ colours }: { colours: readonly [string, string, string] }) {
  return (
    <>
      {colours.map((colour, index) => (
        <rect key={colour} y={(index * 20) / 3} width="30" height={20 / 3 + 0.01} fill={colour} />
      ))}
    </>
  );
}

/** The Union Flag, its 2:1 drawing cut to the menu's 3:2 box; clip ids are unique per flag on the page. */
function UnionFlag() {
  const id = useId();
  const counterchange = `${id}-counterchange`;
  return (
    <svg viewBox="0 0 60 30" width="30" height="20" preserveAspectRatio="xMidYMid slice">
      <clipPath id={counterchange}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${counterchange})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
