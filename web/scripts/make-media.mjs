#!/usr/bin/env node
/**
 * Makes the web client's own media into web/public, from nothing but ffmpeg and the drawings here:
 * the click sound (/click.mp3), the icons and web app manifest, and the home page's explainer video
 * with its poster and captions. The outputs are committed, so builds and CI never need ffmpeg;
 * run `node web/scripts/make-media.mjs` again after changing a slide, a caption or the logo.
 * Needs an ffmpeg built with libmp3lame, libx264, libvpx, librsvg and drawtext (Debian's has them).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTIONS, webVtt } from './media/captions.mjs';
import { explainerFilter, FRAME_SIZE } from './media/explainer-filter.mjs';
import { BRAND_BLUE, logoSvg, maskableLogoSvg, PAGE_BACKGROUND } from './media/logo.mjs';
import { EXPLAINER_SECONDS } from './media/slides.mjs';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const ICONS_DIR = path.join(PUBLIC_DIR, 'icons');
const MEDIA_DIR = path.join(PUBLIC_DIR, 'media');
/** The brief's ceiling for each encoding of the explainer. */
const MAX_VIDEO_BYTES = 2 * 1024 * 1024;

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** A 60 ms click: a high and a low tone together, dying away fast so it reads as a tap, not a beep. */
function makeClick() {
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'sine=frequency=2400:duration=0.06:sample_rate=44100'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=700:duration=0.06:sample_rate=44100'],
    '-filter_complex',
    '[0][1]amix=inputs=2,afade=type=in:duration=0.003,afade=type=out:start_time=0.004:duration=0.056:curve=exp,volume=0.8',
    ...['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '48k'],
    path.join(PUBLIC_DIR, 'click.mp3'),
  ]);
}

function renderSvg(svgPath, size, outputPath) {
  ffmpeg(['-width', String(size), '-height', String(size), '-i', svgPath, '-frames:v', '1', outputPath]);
}

/** Icons from the logo: the manifest's (plain and maskable), Apple's home screen icon and the favicons. */
function makeIcons(workDir) {
  mkdirSync(ICONS_DIR, { recursive: true });
  const logoPath = path.join(PUBLIC_DIR, 'favicon.svg');
  const maskablePath = path.join(workDir, 'maskable.svg');
  writeFileSync(logoPath, logoSvg());
  writeFileSync(maskablePath, maskableLogoSvg());
  renderSvg(logoPath, 192, path.join(ICONS_DIR, 'icon-192.png'));
  renderSvg(logoPath, 512, path.join(ICONS_DIR, 'icon-512.png'));
  renderSvg(maskablePath, 192, path.join(ICONS_DIR, 'maskable-192.png'));
  renderSvg(maskablePath, 512, path.join(ICONS_DIR, 'maskable-512.png'));
  // iOS rounds the corners itself and shows transparency as black: the full-bleed drawing suits it.
  renderSvg(maskablePath, 180, path.join(PUBLIC_DIR, 'apple-touch-icon.png'));
  const favicon32 = path.join(workDir, 'favicon-32.png');
  renderSvg(logoPath, 32, favicon32);
  ffmpeg(['-i', favicon32, '-c:v', 'png', '-f', 'ico', path.join(PUBLIC_DIR, 'favicon.ico')]);
}

function makeManifest() {
  const icon = (size, purpose) => ({
    src: `/icons/${purpose === 'maskable' ? 'maskable' : 'icon'}-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const manifest = {
    name: 'CloudMine',
    short_name: 'CloudMine',
    description: 'Cloud mining with daily payouts, and trading at live prices.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_BLUE,
    background_color: PAGE_BACKGROUND,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  };
  writeFileSync(path.join(PUBLIC_DIR, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function assertSmallEnough(filePath) {
  const bytes = statSync(filePath).size;
  if (bytes > MAX_VIDEO_BYTES) throw new Error(`${filePath} is ${bytes} bytes, over ${MAX_VIDEO_BYTES}`);
}

/** The explainer in H.264 (every browser, iOS included) and VP9 (smaller), its poster and captions. */
function makeExplainer(workDir) {
  mkdirSync(MEDIA_DIR, { recursive: true });
  const source = ['-f', 'lavfi', '-i', `color=c=black:s=${FRAME_SIZE}:r=25:d=${EXPLAINER_SECONDS}`];
  const filter = ['-filter_complex', explainerFilter(workDir), '-map', '[video]', '-an'];
  const mp4 = path.join(MEDIA_DIR, 'explainer.mp4');
  ffmpeg([
    ...source,
    ...filter,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  const webm = path.join(MEDIA_DIR, 'explainer.webm');
  ffmpeg([
    ...source,
    ...filter,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '38',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    webm,
  ]);
  assertSmallEnough(mp4);
  assertSmallEnough(webm);
  // The title slide, once its words have faded in.
  ffmpeg(['-ss', '2.5', '-i', mp4, '-frames:v', '1', '-q:v', '4', path.join(MEDIA_DIR, 'explainer-poster.jpg')]);
  for (const language of Object.keys(CAPTIONS))
    writeFileSync(path.join(MEDIA_DIR, `explainer.${language}.vtt`), webVtt(language));
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-media-'));
try {
  makeClick();
  makeIcons(workDir);
  makeManifest();
  makeExplainer(workDir);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
