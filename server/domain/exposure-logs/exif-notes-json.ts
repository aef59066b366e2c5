import { z } from 'zod';
import { type ExposureLog, ExposureLogError, type LoggedFrame, MAX_FRAMES } from './types';
import { aperture, compensation, gearName, localTime, note, position, shutter, text, within } from './values';

// Exif Notes' JSON export (tommi1hirvonen/ExifNotes, di/export/JsonBuilder.kt): the Roll entity serialized by
// kotlinx.serialization (pretty-printed, defaults left out unless @EncodeDefault), its frames inside. Dates are
// java.time.LocalDateTime's toString ('2024-05-01T14:30', seconds only when not zero): the camera's local time.

const gear = z.looseObject({ make: z.string().nullish(), model: z.string().nullish() });
const frameSchema = z.looseObject({
  count: z.number().int().min(-10).max(10_000),
  date: z.string().max(40).optional(),
  shutter: z.string().max(40).nullish(),
  aperture: z.string().max(40).nullish(),
  note: z.string().max(100_000).nullish(),
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }).nullish(),
  formattedAddress: z.string().max(10_000).nullish(),
  focalLength: z.number().optional(),
  exposureComp: z.string().max(40).nullish(),
  lens: gear.nullish(),
  filters: z.array(gear).max(50).optional(),
});
const rollSchema = z.looseObject({
  name: z.string().max(10_000).nullish(),
  camera: gear.nullish(),
  iso: z.number().optional(),
  filmStock: gear.extend({ iso: z.number().optional() }).nullish(),
  // Always written (@EncodeDefault): with `frames`, what tells a roll of Exif Notes from any other JSON.
  format: z.string(),
  frames: z.array(frameSchema).max(MAX_FRAMES, { error: `at most ${MAX_FRAMES} frames` }),
});

export function parseExifNotesJson(content: string): ExposureLog {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new ExposureLogError('EXIF_NOTES_JSON', 'it is not valid JSON');
  }
  const roll = rollSchema.safeParse(json);
  if (!roll.success) {
    throw new ExposureLogError('EXIF_NOTES_JSON', 'it does not hold an Exif Notes roll with its frames');
  }
  const { camera, filmStock } = roll.data;
  const cameraMake = text(camera?.make);
  const cameraModel = text(camera?.model);
  const frames = roll.data.frames.map((frame): LoggedFrame => {
    const at = position(frame.location?.latitude ?? null, frame.location?.longitude ?? null);
    return {
      number: frame.count,
      takenAt: localTime(frame.date),
      cameraMake,
      cameraModel,
      lens: text(frame.lens?.model) ?? text(frame.lens?.make),
      focalLength: within(frame.focalLength, 1, 5000),
      fNumber: aperture(frame.aperture),
      ...shutter(frame.shutter),
      exposureCompensation: compensation(frame.exposureComp),
      filter: text(
        (frame.filters ?? [])
          .map((f) => gearName(f.make, f.model))
          .filter(Boolean)
          .join(', '),
      ),
      ...at,
      altitude: null,
      note: note(frame.note),
    };
  });
  return {
    source: 'EXIF_NOTES_JSON',
    rolls: [
      {
        title: text(roll.data.name),
        cameraMake,
        cameraModel,
        filmStock: gearName(filmStock?.make, filmStock?.model),
        iso: within(roll.data.iso, 1, 25_600) ?? within(filmStock?.iso, 1, 25_600),
        frames,
      },
    ],
  };
}
