import { ChipEditor, type ChipEditorProps } from './chip-editor';

export type { Chip, ChipActions } from './chip-editor';
export { ChipName } from './chip-editor';

type EditorProps = Omit<ChipEditorProps, 'label' | 'noun'> & { label?: string };

/** A roll's or scans' tags: chips to add, rename (everywhere the tag is used) and remove, with the user's tags offered. */
export function TagEditor({ label = 'Tags', ...props }: EditorProps) {
  return <ChipEditor label={label} noun="tag" placeholder="Add a tag, e.g. Film/Kodak" {...props} />;
}

/** Where the photographs were taken ('Joshua Tree'): the same chips as tags. */
export function LocationEditor({ label = 'Locations', ...props }: EditorProps) {
  return <ChipEditor label={label} noun="location" placeholder="Add a location" {...props} />;
}
