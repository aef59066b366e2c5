import type { ExposureInput } from '../routes/exposure-input';

// The exposure in a file's metadata (issue 27, docs/decisions/140): EXIF values (as libvips takes them, and as the
// TIFF writer encodes them) and the XMP properties of the exif, tiff and aux namespaces, the note as dc:description.

/** EXIF ASCII holds 7-bit text only: accents go ('Voigtländer' → 'Voigtlander'), anything else becomes '?'. */
export const exifAscii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');

export type Rational = [number, number];

/** 1/250 s → [1, 250]; 2 s → [20, 10]. */
export function exposureTimeRational(seconds: number): Rational {
  if (seconds < 1) return [1, Math.round(1 / seconds)];
  return [Math.round(seconds * 10), 10];
}

export const tenths = (value: number): Rational => [Math.round(value * 10), 10];
export const hundredths = (value: number): Rational => [Math.round(value * 100), 100];

/** Decimal degrees → degrees, minutes, seconds (to 1/10000 s) as rationals. */
export function dmsRationals(decimal: number): [Rational, Rational, Rational] {
  const abs = Math.abs(decimal);
  const degrees = Math.floor(abs);
  const minutesFull = (abs - degrees) * 60;
  const minutes = Math.floor(minutesFull);
  const seconds = Math.round((minutesFull - minutes) * 60 * 10000);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 10000],
  ];
}

/** '2026-06-20T17:42:10-07:00' → the EXIF date '2026:06:20 17:42:10' and offset '-07:00'. */
export function exifTakenAt(takenAt: string): { date: string; offset: string } {
  const local = takenAt.slice(0, 19).replace('T', ' ').replace(/-/g, ':');
  const zone = takenAt.slice(19);
  return { date: local, offset: zone === 'Z' ? '+00:00' : zone };
}

/** The exposure as EXIF values in libvips' string form: IFD0, the Exif IFD (IFD2) and the GPS IFD (IFD3). */
export function exposureExifStrings(e: ExposureInput): {
  ifd0: Record<string, string>;
  exif: Record<string, string>;
  gps: Record<string, string>;
} {
  const ifd0: Record<string, string> = {};
  const exif: Record<string, string> = {};
  const gps: Record<string, string> = {};
  const rational = ([n, d]: Rational) => `${n}/${d}`;
  if (e.cameraMake) ifd0.Make = exifAscii(e.cameraMake);
  if (e.cameraModel) ifd0.Model = exifAscii(e.cameraModel);
  if (e.takenAt) {
    const { date, offset } = exifTakenAt(e.takenAt);
    exif.DateTimeOriginal = date;
    exif.OffsetTimeOriginal = offset;
  }
  if (e.lens) exif.LensModel = exifAscii(e.lens);
  if (e.focalLength) exif.FocalLength = rational(tenths(e.focalLength));
  if (e.fNumber) exif.FNumber = rational(tenths(e.fNumber));
  if (e.exposureTime) exif.ExposureTime = rational(exposureTimeRational(e.exposureTime));
  if (e.exposureCompensation !== null && e.exposureCompensation !== undefined) {
    exif.ExposureBiasValue = rational(hundredths(e.exposureCompensation));
  }
  if (e.latitude !== null && e.longitude !== null && e.latitude !== undefined && e.longitude !== undefined) {
    gps.GPSVersionID = '2 3 0 0';
    gps.GPSLatitudeRef = e.latitude < 0 ? 'S' : 'N';
    gps.GPSLatitude = dmsRationals(e.latitude).map(rational).join(' ');
    gps.GPSLongitudeRef = e.longitude < 0 ? 'W' : 'E';
    gps.GPSLongitude = dmsRationals(e.longitude).map(rational).join(' ');
    if (e.altitude !== null && e.altitude !== undefined) {
      gps.GPSAltitudeRef = e.altitude < 0 ? '1' : '0';
      gps.GPSAltitude = rational(hundredths(Math.abs(e.altitude)));
    }
  }
  return { ifd0, exif, gps };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** XMP's GPS coordinate: 'DDD,MM.mmmmmmN'. */
function xmpCoordinate(decimal: number, positive: string, negative: string): string {
  const abs = Math.abs(decimal);
  const degrees = Math.floor(abs);
  const minutes = ((abs - degrees) * 60).toFixed(6);
  return `${degrees},${minutes}${decimal < 0 ? negative : positive}`;
}

/** The namespaces and attributes of the exposure for the film's rdf:Description, and its elements. */
export function exposureXmp(e: ExposureInput, iso: number | null): { attributes: string; elements: string } {
  const attrs: string[] = [];
  const add = (name: string, value: string | null | undefined) => {
    if (value) attrs.push(`${name}="${escapeXml(value)}"`);
  };
  const rational = ([n, d]: Rational) => `${n}/${d}`;
  add('tiff:Make', e.cameraMake);
  add('tiff:Model', e.cameraModel);
  add('exif:DateTimeOriginal', e.takenAt);
  add('exif:ExposureTime', e.exposureTime ? rational(exposureTimeRational(e.exposureTime)) : null);
  add('exif:FNumber', e.fNumber ? rational(tenths(e.fNumber)) : null);
  add('exif:FocalLength', e.focalLength ? rational(tenths(e.focalLength)) : null);
  if (e.exposureCompensation !== null && e.exposureCompensation !== undefined) {
    add('exif:ExposureBiasValue', rational(hundredths(e.exposureCompensation)));
  }
  if (e.latitude !== null && e.longitude !== null && e.latitude !== undefined && e.longitude !== undefined) {
    add('exif:GPSVersionID', '2.3.0.0');
    add('exif:GPSLatitude', xmpCoordinate(e.latitude, 'N', 'S'));
    add('exif:GPSLongitude', xmpCoordinate(e.longitude, 'E', 'W'));
    if (e.altitude !== null && e.altitude !== undefined) {
      add('exif:GPSAltitudeRef', e.altitude < 0 ? '1' : '0');
      add('exif:GPSAltitude', rational(hundredths(Math.abs(e.altitude))));
    }
  }
  add('aux:Lens', e.lens);
  add('AnalogExif:Filter', e.filter);
  const elements = [
    iso ? `<exif:ISOSpeedRatings><rdf:Seq><rdf:li>${iso}</rdf:li></rdf:Seq></exif:ISOSpeedRatings>` : '',
    e.note
      ? `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(e.note)}</rdf:li></rdf:Alt></dc:description>`
      : '',
  ].join('');
  const namespaces =
    'xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:tiff="http://ns.adobe.com/tiff/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/"';
  return { attributes: [namespaces, ...attrs].join(' '), elements };
}
