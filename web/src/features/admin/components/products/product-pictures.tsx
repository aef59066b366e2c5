import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FeatureNote } from '../../../../components/ui/feature-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useLabFeatureNotes } from '../../../../lib/lab-feature-notes';
import { putFile } from '../../../../lib/put-file';
import {
  useAddProductImageMutation,
  useRemoveProductImageMutation,
  useStartProductImageUploadMutation,
} from '../../api/admin-products';
import styles from './products.module.css';

const TYPES = ['image/jpeg', 'image/png'];
const MAX_BYTES = 50 * 1024 * 1024;
export const MAX_PICTURES = 12;

interface Picture {
  url: string;
  alt: string;
  path: string;
}

interface Upload {
  id: number;
  name: string;
  /** 0–1: the PUT is 90 % of the way, making the picture the rest. */
  progress: number;
}

/**
 * A product's pictures (or one detail's): each shown with Remove, and 'Add pictures' for JPEG or PNG files, each
 * uploaded to a signed link with its own progress bar, then made into the shop's WebP by the lab
 * (docs/decisions/086-product-images.md).
 */
export function ProductPictures({
  productId,
  detailId,
  title,
  pictures,
}: {
  productId: string;
  detailId?: string;
  title: string;
  pictures: Picture[];
}) {
  const [, start] = useStartProductImageUploadMutation();
  const [, add] = useAddProductImageMutation();
  const [removing, remove] = useRemoveProductImageMutation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const nextId = useRef(0);
  // Uploading is product-images': on a lab without it the pictures show (and Remove, documented, stays) without
  // 'Add pictures'.
  const uploadOff = useLabFeatureNotes().off('product-images');

  const uploadOne = async (file: File) => {
    const id = nextId.current++;
    const setProgress = (progress: number) =>
      setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, progress } : upload)));
    setUploads((all) => [...all, { id, name: file.name, progress: 0 }]);
    try {
      const started = await start({ productId, contentType: file.type });
      const link = started.data?.startProductImageUpload;
      if (!link) throw new Error(errorMessage(started.error) ?? 'The upload could not start.');
      await putFile(link.uploadUrl, file, file.type, (fraction) => setProgress(fraction * 0.9));
      const added = await add({ productId, key: link.key, detailId });
      if (added.error) throw new Error(errorMessage(added.error) ?? 'The picture could not be added.');
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The upload failed.';
      setProblems((all) => [...all, `${file.name}: ${message}`]);
    } finally {
      setUploads((all) => all.filter((upload) => upload.id !== id));
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused: string[] = [];
    const accepted = files.filter((file) => {
      if (!TYPES.includes(file.type)) refused.push(`${file.name}: choose a JPEG or PNG picture.`);
      else if (file.size > MAX_BYTES) refused.push(`${file.name}: pictures may be at most 50 MB.`);
      else return true;
      return false;
    });
    const room = MAX_PICTURES - pictures.length;
    if (accepted.length > room) {
      refused.push(
        `At most ${MAX_PICTURES} pictures: ${accepted.length - room} not added. Remove one first.`,
      );
      accepted.length = Math.max(room, 0);
    }
    setProblems(refused);
    // One after another: the pictures keep the order they were chosen in.
    for (const file of accepted) await uploadOne(file);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {pictures.length === 0 ? (
        <p className={styles.empty}>
          {uploadOff
            ? 'No pictures yet.'
            : 'No pictures yet. Add a JPEG or PNG; the shop shows them in this order.'}
        </p>
      ) : (
        <ul className={styles.pictures}>
          {pictures.map((picture, index) => (
            <li key={picture.path} className={styles.picture}>
              <img src={picture.url} alt={picture.alt} width={160} height={160} loading="lazy" />
              <span className={styles.mono}>{index === 0 ? 'Main picture' : `Picture ${index + 1}`}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={removing.fetching}
                onClick={async () => {
                  const result = await remove({ productId, path: picture.path, detailId });
                  setProblems(
                    result.error ? [errorMessage(result.error) ?? 'The picture was not removed.'] : [],
                  );
                }}
              >
                Remove <span className="visually-hidden">picture {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {uploads.map((upload) => (
        <div key={upload.id} className={styles.uploadRow}>
          <span className={styles.mono}>{upload.name}</span>
          <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
        </div>
      ))}
      <input
        ref={input}
        type="file"
        multiple
        accept={TYPES.join(',')}
        aria-label={`${title}: files`}
        tabIndex={-1}
        className="visually-hidden"
        onChange={(event) => void choose(event)}
      />
      {uploadOff ? (
        <FeatureNote unavailable={uploadOff} />
      ) : (
        <div className={styles.links}>
          <Button
            variant="secondary"
            busy={uploads.length > 0}
            disabled={pictures.length >= MAX_PICTURES}
            onClick={() => input.current?.click()}
          >
            Add pictures
          </Button>
          <span className={styles.mono}>
            {pictures.length} of {MAX_PICTURES} · JPEG or PNG, shown at up to 1600 px
          </span>
        </div>
      )}
      {problems.map((problem) => (
        <FormAlert key={problem} message={problem} />
      ))}
    </section>
  );
}
