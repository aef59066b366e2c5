import { parseExifNotesCsv } from './exif-notes-csv';
import { parseExifNotesJson } from './exif-notes-json';
import { parseFilmRollsXml } from './film-rolls-xml';
import { parseLightmeJson } from './lightme-json';
import { type ExposureLog, ExposureLogError, type ExposureLogSource, MAX_LOG_BYTES } from './types';

export * from './types';

const PARSERS: Record<ExposureLogSource, (content: string) => ExposureLog> = {
  EXIF_NOTES_JSON: parseExifNotesJson,
  EXIF_NOTES_CSV: parseExifNotesCsv,
  FILM_ROLLS_XML: parseFilmRollsXml,
  LIGHTME_JSON: parseLightmeJson,
};

/** Reads a log exported by the app the customer named; a file of another kind is refused naming the one expected. */
export function parseExposureLog(source: ExposureLogSource, content: string): ExposureLog {
  if (Buffer.byteLength(content, 'utf8') > MAX_LOG_BYTES) {
    throw new ExposureLogError(source, 'it is larger than 2 MB');
  }
  if (!content.trim()) throw new ExposureLogError(source, 'it is empty');
  const log = PARSERS[source](content);
  if (log.rolls.every((roll) => roll.frames.length === 0)) {
    throw new ExposureLogError(source, 'it has no frames');
  }
  return log;
}
