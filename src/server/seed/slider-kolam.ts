import { SLIDER_HEIGHT, SLIDER_WIDTH } from '../../shared/slider.ts';

/**
 * Four kolam-style patterns for the demo slides, drawn as SVG in the slider's 1916:547 shape and
 * rendered by sharp at seed time, so the repository ships no pictures. The events' demo has its
 * own single pattern (events/demo-events.ts); these differ on purpose, one per slide.
 */
export type TKolamStyle = 'pulli' | 'lotus' | 'star' | 'creeper';

const W = SLIDER_WIDTH;
const H = SLIDER_HEIGHT;
const LINE = 'fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"';

const dot = (x: number, y: number, r = 5, fill = '#fff') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${fill}"/>`;

/** Rice-flour dots in a grid, each ringed by a loop whose corners turn the other way (sikku style). */
function pulli(): string {
  const step = 90;
  const parts: string[] = [];
  for (let x = step / 2; x < W; x += step) {
    for (let y = step / 2 + 2; y < H; y += step) {
      const r = step / 2 - 6;
      parts.push(dot(x, y));
      parts.push(
        `<path d="M${x - r} ${y} C${x - r} ${y - r} ${x} ${y - r} ${x} ${y - r / 2} C${x} ${y - r} ${x + r} ${y - r} ${x + r} ${y} ` +
          `C${x + r} ${y + r} ${x} ${y + r} ${x} ${y + r / 2} C${x} ${y + r} ${x - r} ${y + r} ${x - r} ${y}Z" ${LINE}/>`,
      );
    }
  }
  return parts.join('');
}

/** A row of lotus rosettes: two rings of petals around a dotted centre. */
function lotus(): string {
  const parts: string[] = [];
  const petal = (cx: number, cy: number, length: number, angle: number, colour: string) =>
    `<ellipse cx="${cx}" cy="${cy - length / 2}" rx="${length / 4.5}" ry="${length / 2}" ` +
    `transform="rotate(${angle} ${cx} ${cy})" fill="none" stroke="${colour}" stroke-width="4"/>`;
  for (let cx = 190; cx < W; cx += 384) {
    const cy = H / 2;
    for (let angle = 0; angle < 360; angle += 30) parts.push(petal(cx, cy, 210, angle, '#fff'));
    for (let angle = 15; angle < 360; angle += 30) parts.push(petal(cx, cy, 120, angle, '#ffd54f'));
    parts.push(`<circle cx="${cx}" cy="${cy}" r="26" ${LINE}/>`, dot(cx, cy, 9, '#ffd54f'));
  }
  for (let x = 0; x <= W; x += 48) parts.push(dot(x, 14, 4), dot(x, H - 14, 4));
  return parts.join('');
}

/** Eight-pointed stars (two squares turned against each other) with a dot between every four. */
function star(): string {
  const parts: string[] = [];
  const step = 160;
  for (let cx = step / 2; cx < W + step; cx += step) {
    for (let cy = step / 2 - 20; cy < H + step; cy += step) {
      const r = 62;
      const square = (angle: number) =>
        `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" transform="rotate(${angle} ${cx} ${cy})" ${LINE}/>`;
      parts.push(
        square(0),
        square(45),
        `<circle cx="${cx}" cy="${cy}" r="22" fill="none" stroke="#9fd3ff" stroke-width="4"/>`,
      );
      parts.push(dot(cx, cy, 6, '#9fd3ff'), dot(cx + step / 2, cy + step / 2, 7));
    }
  }
  return parts.join('');
}

/** Creeper (kodi) kolam: two waving lines crossing each other, with a small flower in every loop. */
function creeper(): string {
  const parts: string[] = [];
  const period = 240;
  for (const [offset, y0] of [
    [0, H / 2],
    [period / 2, H / 2],
  ] as const) {
    let d = `M${-period + offset} ${y0}`;
    for (let x = -period + offset; x < W + period; x += period / 2) {
      const up = Math.round((x - offset) / (period / 2)) % 2 === 0 ? -1 : 1;
      d += ` Q${x + period / 4} ${y0 + up * 170} ${x + period / 2} ${y0}`;
    }
    parts.push(`<path d="${d}" ${LINE}/>`);
  }
  for (let x = 0; x < W + period; x += period / 2) {
    const cx = x - period / 4;
    for (let angle = 0; angle < 360; angle += 72) {
      parts.push(
        `<ellipse cx="${cx}" cy="${H / 2 - 16}" rx="9" ry="16" transform="rotate(${angle} ${cx} ${H / 2})" fill="#f8bbd0"/>`,
      );
    }
    parts.push(dot(cx, H / 2, 7, '#fff59d'), dot(cx, 60, 5), dot(cx, H - 60, 5));
  }
  return parts.join('');
}

const DRAW: Record<TKolamStyle, { background: string; draw: () => string }> = {
  pulli: { background: '#8d3b2a', draw: pulli },
  lotus: { background: '#1f5a3d', draw: lotus },
  star: { background: '#1a3263', draw: star },
  creeper: { background: '#5b2a6e', draw: creeper },
};

/** The pattern as a 1916×547 SVG document. */
export function sliderKolamSvg(style: TKolamStyle): string {
  const { background, draw } = DRAW[style];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${draw()}</svg>`
  );
}
