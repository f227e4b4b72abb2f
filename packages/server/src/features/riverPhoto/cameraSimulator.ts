import sharp from 'sharp';
import { RIVER_CAMERAS, type RiverCameraId } from '@headgate/contracts';
import { DISTRICT_TIME_ZONE } from '@headgate/district-clock';
import { simulatedSceneSvg } from './simulatedScene';

const denverClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** `2026-11-20 14:15:07 MST` and the hour of the day, on the Denver clock. */
function denverTime(now: Date): { timestamp: string; localHour: number } {
  const part = Object.fromEntries(
    denverClock.formatToParts(now).map((piece) => [piece.type, piece.value]),
  );
  return {
    timestamp: `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${part.timeZoneName}`,
    localHour: Number(part.hour) + Number(part.minute) / 60,
  };
}

/**
 * The offline stand-in for a river camera: a fresh JPEG (960×540) of a river scene with the
 * camera's label and the current Denver time, rendered from SVG by sharp (libvips). With a mask
 * name, a semi-transparent band names the mask across the frame.
 */
export async function simulatedCameraImage(
  cameraId: RiverCameraId,
  now: Date,
  maskFileName?: string,
): Promise<Buffer> {
  const camera = RIVER_CAMERAS.find((candidate) => candidate.id === cameraId)!;
  const svg = simulatedSceneSvg({
    camera,
    ...denverTime(now),
    epochMs: now.getTime(),
    maskFileName,
  });
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
