import type { CombinedError } from 'urql';
import { errorMessage } from '../../../../lib/error-message';
import {
  useAddRollLocationMutation,
  useAddScanLocationMutation,
  useRemoveRollLocationMutation,
  useRemoveScanLocationMutation,
  useRenameRollLocationMutation,
  useRenameScanLocationMutation,
} from '../../api/scan-locations';
import {
  useAddRollTagMutation,
  useAddScanTagMutation,
  useRemoveRollTagMutation,
  useRemoveScanTagMutation,
  useRenameRollTagMutation,
  useRenameScanTagMutation,
} from '../../api/scan-tags';
import type { ChipActions } from './chip-editor';

const problem = (result: { error?: CombinedError }) =>
  result.error ? (errorMessage(result.error) ?? 'That did not work; try again.') : null;

/** Add, rename and remove for a roll's tags, ready for <TagEditor {...useRollTagActions(rollId)} />. */
export function useRollTagActions(rollId: string): ChipActions {
  const [, add] = useAddRollTagMutation();
  const [, rename] = useRenameRollTagMutation();
  const [, remove] = useRemoveRollTagMutation();
  return {
    onAdd: async (name) => problem(await add({ rollId, name })),
    onRename: async (tagId, name) => problem(await rename({ rollId, tagId, name })),
    onRemove: async (tagId) => problem(await remove({ rollId, tagId })),
  };
}

export function useRollLocationActions(rollId: string): ChipActions {
  const [, add] = useAddRollLocationMutation();
  const [, rename] = useRenameRollLocationMutation();
  const [, remove] = useRemoveRollLocationMutation();
  return {
    onAdd: async (name) => problem(await add({ rollId, name })),
    onRename: async (locationId, name) => problem(await rename({ rollId, locationId, name })),
    onRemove: async (locationId) => problem(await remove({ rollId, locationId })),
  };
}

/** Tags on scans: rename is offered for one scan only (renaming changes the tag everywhere). */
export function useScanTagActions(scanIds: readonly string[]): ChipActions {
  const [, add] = useAddScanTagMutation();
  const [, rename] = useRenameScanTagMutation();
  const [, remove] = useRemoveScanTagMutation();
  const ids = [...scanIds];
  return {
    onAdd: async (name) => problem(await add({ scanIds: ids, name })),
    onRename:
      ids.length === 1
        ? async (tagId, name) => problem(await rename({ scanId: ids[0], tagId, name }))
        : undefined,
    onRemove: async (tagId) => problem(await remove({ scanIds: ids, tagId })),
  };
}

export function useScanLocationActions(scanIds: readonly string[]): ChipActions {
  const [, add] = useAddScanLocationMutation();
  const [, rename] = useRenameScanLocationMutation();
  const [, remove] = useRemoveScanLocationMutation();
  const ids = [...scanIds];
  return {
    onAdd: async (name) => problem(await add({ scanIds: ids, name })),
    onRename:
      ids.length === 1
        ? async (locationId, name) => problem(await rename({ scanId: ids[0], locationId, name }))
        : undefined,
    onRemove: async (locationId) => problem(await remove({ scanIds: ids, locationId })),
  };
}
