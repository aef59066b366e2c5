// The exposure logs the film logging apps export (issue 27, docs/decisions/140): Exif Notes (JSON and CSV), Film
// Rolls (XML) and Lightme Logbook (JSON). Each parser reads its app's real export into these shapes; nothing in a
// file is evaluated.

export const EXPOSURE_LOG_SOURCES = [
  'EXIF_NOTES_JSON',
  'EXIF_NOTES_CSV',
  'FILM_ROLLS_XML',
  'LIGHTME_JSON',
] as const;
export type ExposureLogSource = (typeof EXPOSURE_LOG_SOURCES)[number];

/** What each source is, in the words a refusal uses. */
export const SOURCE_NAMES: Record<ExposureLogSource, { app: string; format: string; hint: string }> = {
  EXIF_NOTES_JSON: {
    app: 'Exif Notes',
    format: 'JSON',
    hint: "the .json file Exif Notes exports for a roll (the roll's menu: Export, JSON)",
  },
  EXIF_NOTES_CSV: {
    app: 'Exif Notes',
    format: 'CSV',
    hint: "the .csv file Exif Notes exports for a roll (the roll's menu: Export, CSV)",
  },
  FILM_ROLLS_XML: {
    app: 'Film Rolls',
    format: 'XML',
    hint: 'the .xml file Film Rolls exports (Settings: Export data)',
  },
  LIGHTME_JSON: {
    app: 'Lightme Logbook',
    format: 'JSON',
    hint: "the .json file Lightme's Logbook exports for a roll",
  },
};

/** Files up to 2 MB (a 36-frame log is a few kilobytes). */
export const MAX_LOG_BYTES = 2 * 1024 * 1024;
export const MAX_ROLLS = 50;
export const MAX_FRAMES = 500;
export const MAX_NAME = 200;
export const MAX_NOTE = 2000;

export interface LoggedFrame {
  /** The frame's number in the log (the app's frame count). */
  number: number;
  /**
   * When it was taken: an instant ('2016-05-13T14:12:40Z', '…+02:00') when the app wrote one, or the camera's
   * local wall time without a zone ('2024-05-01T14:30:00'), which the preview pairs with the zone the customer picks.
   */
  takenAt: string | null;
  cameraMake: string | null;
  cameraModel: string | null;
  lens: string | null;
  /** Millimetres. */
  focalLength: number | null;
  fNumber: number | null;
  /** As photographers write it: '1/250', '2"', 'B'. */
  shutter: string | null;
  /** Seconds; null for bulb or none. */
  exposureTime: number | null;
  /** EV. */
  exposureCompensation: number | null;
  filter: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Metres above sea level. */
  altitude: number | null;
  note: string | null;
}

export interface LoggedRoll {
  title: string | null;
  cameraMake: string | null;
  cameraModel: string | null;
  filmStock: string | null;
  iso: number | null;
  frames: LoggedFrame[];
}

export interface ExposureLog {
  source: ExposureLogSource;
  rolls: LoggedRoll[];
}

/** A file refused: the message names the app and format expected. */
export class ExposureLogError extends Error {
  constructor(
    readonly source: ExposureLogSource,
    detail: string,
  ) {
    const { app, format, hint } = SOURCE_NAMES[source];
    super(`This file isn't ${article(app)} ${app} ${format} export: ${detail}. Choose ${hint}.`);
  }
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
