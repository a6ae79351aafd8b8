/**
 * The explainer's slides: what the platform does, one idea per slide, five seconds each. The video
 * shows the English words; the captions (captions.mjs) say the same in every language of the site.
 */

export const SLIDE_SECONDS = 5;

/** Shapes are boxes on a 960 × 540 frame: [x, y, width, height, colour]. */
export const SLIDES = [
  {
    title: 'CloudMine',
    body: 'Cloud mining and trading in one account',
    background: '0x1864ab',
    shapes: [[400, 330, 160, 12, '0xffffff@0.6']],
  },
  {
    title: 'Rent hashrate',
    body: 'Pick a contract in Bitcoin, Ethereum, USD Tether or Binance Coin',
    background: '0x0b7285',
    shapes: [
      [300, 330, 100, 120, '0xffffff@0.85'],
      [430, 330, 100, 120, '0xffffff@0.85'],
      [560, 330, 100, 120, '0xffffff@0.85'],
      [315, 350, 70, 8, '0x0b7285'],
      [445, 350, 70, 8, '0x0b7285'],
      [575, 350, 70, 8, '0x0b7285'],
    ],
  },
  {
    title: 'Daily payouts',
    body: 'Paid every day in BTC, ETH, USDT or BNB. Payouts are estimates, not guaranteed.',
    background: '0x2b8a3e',
    shapes: [
      [330, 410, 50, 40, '0xffd43b'],
      [400, 390, 50, 60, '0xffd43b'],
      [470, 365, 50, 85, '0xffd43b'],
      [540, 380, 50, 70, '0xffd43b'],
      [610, 350, 50, 100, '0xffd43b'],
    ],
  },
  {
    title: 'Trade CFDs',
    body: 'Forex, crypto and stocks at live feed prices',
    background: '0x5f3dc4',
    shapes: [
      [340, 360, 24, 70, '0x69db7c'],
      [390, 380, 24, 50, '0xff8787'],
      [440, 340, 24, 80, '0x69db7c'],
      [490, 370, 24, 60, '0xff8787'],
      [540, 330, 24, 90, '0x69db7c'],
      [590, 350, 24, 60, '0x69db7c'],
    ],
  },
  {
    title: 'Copy traders',
    body: 'Follow a trader and their trades open in your account too',
    background: '0xc2255c',
    shapes: [
      [330, 350, 110, 80, '0xffffff@0.85'],
      [520, 350, 110, 80, '0xffffff@0.85'],
      [450, 385, 60, 10, '0xffffff'],
    ],
  },
  {
    title: 'Deposits and withdrawals',
    body: 'In crypto, with the fees published before you pay',
    background: '0xe8590c',
    shapes: [
      [380, 340, 200, 100, '0xffffff@0.85'],
      [380, 365, 200, 18, '0xe8590c'],
    ],
  },
  {
    title: 'Know the risks',
    body: 'Mining payouts can fall, and CFDs can cost you your whole stake',
    background: '0x495057',
    shapes: [
      [465, 340, 30, 70, '0xffd43b'],
      [465, 420, 30, 24, '0xffd43b'],
    ],
  },
  {
    title: 'Get started',
    body: 'Sign up, choose a contract and follow your payouts',
    background: '0x1864ab',
    shapes: [
      [380, 350, 200, 60, '0xffffff'],
      [400, 375, 160, 10, '0x1864ab'],
    ],
  },
];

export const EXPLAINER_SECONDS = SLIDES.length * SLIDE_SECONDS;
