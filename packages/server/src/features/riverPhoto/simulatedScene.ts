import type { RiverCameraId } from '@headgate/contracts';

/** Size of a simulated camera image, a 16:9 frame like the district's cameras. */
export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 540;
/** Where the sky meets the river. */
const WATER_TOP = 300;

/** What one simulated frame shows. */
export interface SceneFrame {
  camera: { id: RiverCameraId; label: string };
  /** The Denver time written in the corner, e.g. `2026-11-20 14:15:07 MST`. */
  timestamp: string;
  /** The hour of the day on the Denver clock, with fraction: sets the sky and the sun. */
  localHour: number;
  /** Milliseconds since the epoch: moves the ripples, so every frame differs. */
  epochMs: number;
  /** Drawn as a semi-transparent band naming the mask, when given. */
  maskFileName?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small deterministic number per camera, so each camera keeps its own hills. */
function cameraSeed(id: string): number {
  let seed = 7;
  for (const char of id) seed = (seed * 31 + char.charCodeAt(0)) % 9973;
  return seed;
}

function sky(localHour: number): [string, string] {
  if (localHour < 5.5 || localHour >= 20.5) return ['#0b1633', '#243b6b'];
  if (localHour < 7.5 || localHour >= 18.5) return ['#3d4e8a', '#f2a65a'];
  return ['#4f8fd6', '#bfe0ff'];
}

function hills(seed: number): string {
  const points: string[] = [`0,${WATER_TOP}`];
  for (let x = 0; x <= SCENE_WIDTH; x += 60) {
    const y = 230 + 30 * Math.sin((x + seed) / 97) + 15 * Math.sin((x * 3 + seed) / 53);
    points.push(`${x},${y.toFixed(1)}`);
  }
  points.push(`${SCENE_WIDTH},${WATER_TOP}`);
  return `<polygon points="${points.join(' ')}" fill="#5d7a4a"/>`;
}

function ripples(epochMs: number): string {
  const phase = (epochMs / 1000) % 60;
  const lines: string[] = [];
  for (let row = 0; row < 7; row++) {
    const y = 318 + row * 16;
    const offset = ((phase * 9 + row * 37) % 120) - 120;
    for (let x = offset; x < SCENE_WIDTH; x += 120) {
      lines.push(
        `<path d="M${x.toFixed(1)},${y} q15,-5 30,0 t30,0" stroke="#d6ecff" stroke-opacity="0.55" stroke-width="2" fill="none"/>`,
      );
    }
  }
  return lines.join('');
}

/** The structure each camera watches: a dam, a sand gate, or a plain reach of river. */
function structure(id: RiverCameraId): string {
  if (id === 'riverside-dam') {
    return '<rect x="140" y="282" width="680" height="34" fill="#9a9a94"/><rect x="140" y="276" width="680" height="8" fill="#c4c4bc"/>';
  }
  if (id === 'riverside-sand-gate') {
    return '<rect x="400" y="240" width="160" height="90" fill="#8c8c86"/><rect x="420" y="262" width="120" height="68" fill="#4a5560"/><rect x="396" y="232" width="168" height="10" fill="#b5b5ad"/>';
  }
  return '';
}

const label = (x: number, y: number, text: string, anchor: 'start' | 'end', size: number) =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#ffffff" stroke="#000000" stroke-opacity="0.6" stroke-width="3" paint-order="stroke">${escapeXml(text)}</text>`;

/**
 * An SVG river scene for a simulated camera: sky by the hour, the sun crossing it, hills, the
 * river with moving ripples, the bank, the camera's structure, and its label and the time in the
 * corners, as a real camera stamps its frames. A mask name becomes a semi-transparent band.
 */
export function simulatedSceneSvg(frame: SceneFrame): string {
  const [top, horizon] = sky(frame.localHour);
  const daylight = Math.min(1, Math.max(0, (frame.localHour - 6) / 12));
  const sunX = 80 + daylight * (SCENE_WIDTH - 160);
  const sunY = 210 - 150 * Math.sin(daylight * Math.PI);
  const isDay = frame.localHour >= 6 && frame.localHour < 18;
  const mask = frame.maskFileName
    ? `<rect x="0" y="${SCENE_HEIGHT / 2 - 30}" width="${SCENE_WIDTH}" height="60" fill="#000000" fill-opacity="0.35"/>${label(SCENE_WIDTH / 2 - 150, SCENE_HEIGHT / 2 + 10, `mask: ${frame.maskFileName}`, 'start', 26)}`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f6e8c"/><stop offset="1" stop-color="#23455c"/></linearGradient>
</defs>
<rect width="${SCENE_WIDTH}" height="${WATER_TOP}" fill="url(#sky)"/>
${isDay ? `<circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="28" fill="#fff4c2"/>` : ''}
${hills(cameraSeed(frame.camera.id))}
<rect y="${WATER_TOP}" width="${SCENE_WIDTH}" height="130" fill="url(#water)"/>
${ripples(frame.epochMs)}
${structure(frame.camera.id)}
<polygon points="0,430 ${SCENE_WIDTH},410 ${SCENE_WIDTH},${SCENE_HEIGHT} 0,${SCENE_HEIGHT}" fill="#6b5a3e"/>
<polygon points="0,455 ${SCENE_WIDTH},440 ${SCENE_WIDTH},${SCENE_HEIGHT} 0,${SCENE_HEIGHT}" fill="#4e6b34"/>
${mask}
${label(24, 48, frame.camera.label, 'start', 34)}
${label(SCENE_WIDTH - 24, 40, 'SIMULATED CAMERA', 'end', 18)}
${label(SCENE_WIDTH - 24, SCENE_HEIGHT - 24, frame.timestamp, 'end', 24)}
</svg>`;
}
