import { z } from 'zod';
import { type ExposureLog, ExposureLogError, type LoggedRoll, MAX_FRAMES, MAX_ROLLS } from './types';
import {
  aperture,
  compensation,
  instantOrLocal,
  note,
  position,
  shutter,
  splitCamera,
  text,
  within,
} from './values';
import { childrenOf, childText, parseXml, XmlRefused } from './xml-tree';

// Film Rolls' XML export (iOS), as urdh/filmrolls-rs reads it (src/rolls/filmrolls.rs, tests/data/filmrolls.xml):
// <data> with <cameras>, <lenses>, <accessories> and <filmRolls><filmRoll> (title, speed, camera, load, unload,
// note, <frames><frame> with lens, aperture, shutterSpeed, compensation, accessory, number, date, latitude,
// longitude, note). Dates are RFC 3339, usually UTC ('Z').

const frameShape = z.object({ number: z.coerce.number().int().min(-10).max(10_000) });

export function parseFilmRollsXml(content: string): ExposureLog {
  let data: ReturnType<typeof parseXml>;
  try {
    data = parseXml(content.replace(/^\ufeff/, ''));
  } catch (error) {
    throw new ExposureLogError(
      'FILM_ROLLS_XML',
      error instanceof XmlRefused ? error.message : 'it is not XML',
    );
  }
  const rollElements = childrenOf(childrenOf(data, 'filmRolls')[0], 'filmRoll');
  if (data.name !== 'data' || rollElements.length === 0) {
    throw new ExposureLogError('FILM_ROLLS_XML', 'it has no <data> with <filmRolls> in it');
  }
  if (rollElements.length > MAX_ROLLS) {
    throw new ExposureLogError('FILM_ROLLS_XML', `it holds more than ${MAX_ROLLS} rolls`);
  }
  const rolls = rollElements.map((roll, rollIndex): LoggedRoll => {
    const camera = splitCamera(text(childText(roll, 'camera')));
    const frameElements = childrenOf(childrenOf(roll, 'frames')[0], 'frame');
    if (frameElements.length > MAX_FRAMES) {
      throw new ExposureLogError(
        'FILM_ROLLS_XML',
        `roll ${rollIndex + 1} has more than ${MAX_FRAMES} frames`,
      );
    }
    const frames = frameElements.map((frame, index) => {
      const number = frameShape.safeParse({ number: childText(frame, 'number') ?? '' });
      if (!number.success || childText(frame, 'number') === null) {
        throw new ExposureLogError(
          'FILM_ROLLS_XML',
          `frame ${index + 1} of roll ${rollIndex + 1} has no number`,
        );
      }
      return {
        number: number.data.number,
        takenAt: instantOrLocal(childText(frame, 'date')),
        cameraMake: camera.make,
        cameraModel: camera.model,
        lens: text(childText(frame, 'lens')),
        focalLength: focalLengthOf(childText(frame, 'lens')),
        fNumber: aperture(childText(frame, 'aperture')),
        ...shutter(childText(frame, 'shutterSpeed')),
        exposureCompensation: compensation(childText(frame, 'compensation')),
        filter: text(childText(frame, 'accessory')),
        ...position(
          within(childText(frame, 'latitude'), -90, 90),
          within(childText(frame, 'longitude'), -180, 180),
        ),
        altitude: null,
        note: note(childText(frame, 'note')),
      };
    });
    return {
      title: text(childText(roll, 'title')),
      cameraMake: camera.make,
      cameraModel: camera.model,
      filmStock: text(childText(roll, 'title')),
      iso: within(childText(roll, 'speed'), 1, 25_600),
      frames,
    };
  });
  return { source: 'FILM_ROLLS_XML', rolls };
}

/** Film Rolls logs a lens by name only ('Yashinon 45mm f/1.7', 'Color Skopar 35/2.5'): its focal length from it. */
export function focalLengthOf(lens: string | null): number | null {
  if (!lens) return null;
  const match = /(\d{1,4})\s*mm\b/i.exec(lens) ?? /\b(\d{1,4})\s*\/\s*\d/.exec(lens);
  return match ? within(match[1], 1, 5000) : null;
}
