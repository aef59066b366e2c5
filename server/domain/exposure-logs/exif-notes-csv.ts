import { type ExposureLog, ExposureLogError, type LoggedFrame, MAX_FRAMES } from './types';
import {
  aperture,
  compensation,
  dmsPair,
  localTime,
  note,
  shutter,
  splitCamera,
  text,
  within,
} from './values';

// Exif Notes' CSV export (tommi1hirvonen/ExifNotes, di/export/CsvBuilder.kt): 'Key: value' lines about the roll,
// then a header row and one row per frame. Fields are escaped as commons-text's ESCAPE_CSV does (quoted when they
// hold a comma, quote or line break; quotes doubled) except the ones it appends raw: a shutter of 2" stays 2".

const HEADER_START = 'Frame Count,';
const REQUIRED = ['Frame Count', 'Date', 'Lens', 'Shutter', 'Aperture'];

/** Rows of a CSV text: RFC 4180 quoting; a quote inside an unquoted field is kept as it is. */
export function csvRows(textIn: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < textIn.length; i++) {
    const char = textIn[i]!;
    if (quoted) {
      if (char === '"' && textIn[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (char === '"' && !started) {
      quoted = true;
      started = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
      started = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && textIn[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      started = false;
    } else {
      field += char;
      started = true;
    }
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function parseExifNotesCsv(content: string): ExposureLog {
  const lines = content.replace(/^\ufeff/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.startsWith(HEADER_START));
  if (headerAt < 0 || !lines[0]?.startsWith('Roll name:')) {
    throw new ExposureLogError('EXIF_NOTES_CSV', "its roll lines and the 'Frame Count' header are missing");
  }
  const info = new Map<string, string>();
  for (const line of lines.slice(0, headerAt)) {
    const colon = line.indexOf(': ');
    if (colon > 0) info.set(line.slice(0, colon), line.slice(colon + 2));
  }
  const rows = csvRows(lines.slice(headerAt).join('\n')).filter((row) => row.some((cell) => cell.trim()));
  const header = rows[0]!.map((cell) => cell.trim());
  if (REQUIRED.some((name) => !header.includes(name))) {
    throw new ExposureLogError('EXIF_NOTES_CSV', "its header row lacks Exif Notes' columns");
  }
  if (rows.length - 1 > MAX_FRAMES) {
    throw new ExposureLogError('EXIF_NOTES_CSV', `it has more than ${MAX_FRAMES} frames`);
  }
  const column = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
  const camera = splitCamera(text(info.get('Camera')));
  const frames = rows.slice(1).map((row, index): LoggedFrame => {
    const count = Number.parseInt(column(row, 'Frame Count'), 10);
    if (!Number.isInteger(count)) {
      throw new ExposureLogError('EXIF_NOTES_CSV', `row ${index + 1} has no frame count`);
    }
    return {
      number: count,
      takenAt: localTime(column(row, 'Date')),
      cameraMake: camera.make,
      cameraModel: camera.model,
      lens: text(column(row, 'Lens')),
      focalLength: within(column(row, 'Focal length'), 1, 5000),
      fNumber: aperture(column(row, 'Aperture')),
      ...shutter(column(row, 'Shutter')),
      exposureCompensation: compensation(column(row, 'Exposure compensation')),
      filter: text(column(row, 'Filter').split('|').join(', ')),
      ...dmsPair(text(column(row, 'Location'))),
      altitude: null,
      note: note(column(row, 'Notes')),
    };
  });
  return {
    source: 'EXIF_NOTES_CSV',
    rolls: [
      {
        title: text(info.get('Roll name')),
        cameraMake: camera.make,
        cameraModel: camera.model,
        filmStock: text(info.get('Film stock')),
        iso: within(info.get('ISO'), 1, 25_600),
        frames,
      },
    ],
  };
}
