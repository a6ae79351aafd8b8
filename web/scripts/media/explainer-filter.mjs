import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXPLAINER_SECONDS, SLIDE_SECONDS, SLIDES } from './slides.mjs';

export const FRAME_SIZE = '960x540';
const FRAME_WIDTH = 960;
const TITLE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const BODY_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** About what fits across the frame at the body's size. */
const BODY_LINE_CHARACTERS = 46;
const FADE_IN_SECONDS = 0.6;

/** Splits a sentence into lines of whole words, each short enough to fit across the frame. */
function wrapped(text) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= BODY_LINE_CHARACTERS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Text goes to drawtext through files: a slide's commas, colons and apostrophes would otherwise
 * need escaping for the filter graph, twice.
 */
function textLayer(workDir, name, text, font, size, y, start) {
  const file = path.join(workDir, `${name}.txt`);
  writeFileSync(file, text);
  const during = `enable='between(t,${start},${start + SLIDE_SECONDS})'`;
  const fadeIn = `alpha='min(1,max(0,(t-${start})/${FADE_IN_SECONDS}))'`;
  return `drawtext=fontfile=${font}:textfile=${file}:fontsize=${size}:fontcolor=white:x=(w-text_w)/2:y=${y}:${fadeIn}:${during}`;
}

function slideLayers(workDir, slide, index) {
  const start = index * SLIDE_SECONDS;
  const during = `enable='between(t,${start},${start + SLIDE_SECONDS})'`;
  const background = `drawbox=x=0:y=0:w=${FRAME_WIDTH}:h=540:color=${slide.background}:t=fill:${during}`;
  const shapes = slide.shapes.map(
    ([x, y, width, height, colour]) => `drawbox=x=${x}:y=${y}:w=${width}:h=${height}:color=${colour}:t=fill:${during}`,
  );
  const title = textLayer(workDir, `title-${index}`, slide.title, TITLE_FONT, 56, 110, start);
  const body = wrapped(slide.body).map((line, row) =>
    textLayer(workDir, `body-${index}-${row}`, line, BODY_FONT, 30, 200 + row * 42, start),
  );
  return [background, ...shapes, title, ...body];
}

/**
 * The filter graph drawing every slide over the black input, with a bar along the bottom that fills
 * as the video plays. Its output is labelled [video].
 */
export function explainerFilter(workDir) {
  const layers = SLIDES.flatMap((slide, index) => slideLayers(workDir, slide, index));
  const progress = `drawbox=x=0:y=532:w=${FRAME_WIDTH}:h=8:color=white@0.25:t=fill`;
  const slides = `[0:v]${[...layers, progress].join(',')}[slides]`;
  const bar = `color=c=white:s=${FRAME_WIDTH}x8:r=25:d=${EXPLAINER_SECONDS}[bar]`;
  const filled = `[slides][bar]overlay=x='W*t/${EXPLAINER_SECONDS}-W':y=532:shortest=1[video]`;
  return [slides, bar, filled].join(';');
}
