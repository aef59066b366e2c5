import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import type { ScanPageFieldsFragment } from '../../../../gql/graphql';
import { compensationText, shutterText } from '../../../../lib/exposure-text';
import { useLabFeatures } from '../../../../lib/lab-features';
import { usePlaceNameQuery } from '../../api/place-name';
import { useScanLocationActions } from '../tag-editor/use-chip-actions';
import styles from './exposure-panel.module.css';

// The frame's exposure as logged in the field (issue 27), beside the film, and its place name to accept as a
// photo location.

type Exposure = NonNullable<ScanPageFieldsFragment['exposure']>;

/** '2026-06-20T17:42:10-07:00' → '20 Jun 2026, 17:42 (UTC−07:00)': the time where it was taken, not here. */
export function takenLabel(takenAt: string): string {
  const local = takenAt.slice(0, 19);
  const offset = takenAt.slice(19);
  const date = new Date(`${local}Z`);
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const zone = offset === 'Z' || offset === '+00:00' ? 'UTC' : `UTC${offset.replace('-', '−')}`;
  return `${day}, ${local.slice(11, 16)} (${zone})`;
}

/** A place name that fits a photo location (60 characters): the most specific parts that fit. */
export function locationName(place: string): string {
  const parts = place.split(', ');
  while (parts.length > 1 && parts.join(', ').length > 60) parts.pop();
  return parts.join(', ').slice(0, 60);
}

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(5)}° ${value < 0 ? negative : positive}`;

function rows(e: Exposure): Array<[string, string]> {
  const out: Array<[string, string | null]> = [
    ['Taken', e.takenAt ? takenLabel(e.takenAt) : null],
    ['Camera', [e.cameraMake, e.cameraModel].filter(Boolean).join(' ') || null],
    ['Lens', e.lens ?? null],
    ['Focal length', e.focalLength ? `${e.focalLength} mm` : null],
    ['Aperture', e.fNumber ? `f/${e.fNumber}` : null],
    ['Shutter', e.shutter ? shutterText(e.shutter) : null],
    ['Compensation', e.exposureCompensation ? compensationText(e.exposureCompensation) : null],
    ['ISO (film)', e.iso ? String(e.iso) : null],
    ['Filter', e.filter ?? null],
    [
      'Position',
      e.latitude != null && e.longitude != null
        ? `${coordinate(e.latitude, 'N', 'S')}, ${coordinate(e.longitude, 'E', 'W')}${e.altitude != null ? `, ${e.altitude} m` : ''}`
        : null,
    ],
    ['Note', e.note ?? null],
  ];
  return out.filter((row): row is [string, string] => row[1] !== null);
}

export function ExposurePanel({ scan, userId }: { scan: ScanPageFieldsFragment; userId: string }) {
  const features = useLabFeatures();
  const exposure = scan.exposure;
  if (!exposure) {
    if (!features.has('exposure-logs')) return null;
    return (
      <section className={styles.panel} aria-labelledby="exposure-heading">
        <h2 id="exposure-heading" className={styles.heading}>
          Exposure
        </h2>
        <p className={styles.empty}>
          No exposure logged for this frame. Import your log from Exif Notes, Film Rolls or Lightme on the
          roll’s page.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="exposure-heading">
      <h2 id="exposure-heading" className={styles.heading}>
        Exposure
      </h2>
      <p className={styles.summary}>
        {[exposure.summary, `${scan.filmBrand} ${scan.filmModel}`].filter(Boolean).join(' · ')}
      </p>
      <dl className={styles.info}>
        {rows(exposure).map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {exposure.latitude != null && exposure.longitude != null && features.has('places') && (
        <PlaceSuggestion
          scan={scan}
          userId={userId}
          point={{ latitude: exposure.latitude, longitude: exposure.longitude }}
        />
      )}
    </section>
  );
}

function PlaceSuggestion({
  scan,
  userId,
  point,
}: {
  scan: ScanPageFieldsFragment;
  userId: string;
  point: { latitude: number; longitude: number };
}) {
  const [{ data }] = usePlaceNameQuery(point);
  const actions = useScanLocationActions([scan.id], userId);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const place = data?.placeName;
  if (!place) return null;
  const name = locationName(place.name);
  const added = scan.locations.some((location) => location.name.toLowerCase() === name.toLowerCase());
  return (
    <div className={styles.place}>
      <p>
        Taken near <strong>{place.name}</strong>
      </p>
      {added ? (
        <p className={styles.added}>It is one of this frame’s locations.</p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            setProblem(await actions.onAdd(name));
            setBusy(false);
          }}
        >
          Add “{name}” as its location
        </Button>
      )}
      <FormAlert message={problem} />
    </div>
  );
}
