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
import { useScanOwner } from '../scan-owner';
import type { ChipActions } from './chip-editor';

const problem = (result: { error?: CombinedError }) =>
  result.error ? (errorMessage(result.error) ?? 'That did not work; try again.') : null;

/**
 * Add, rename and remove for a roll's tags, ready for <TagEditor {...useRollTagActions(rollId)} />. Each sends the
 * user the page shows (`owner`, else the page's ScanOwnerProvider), so staff pages need no owner lookup.
 */
export function useRollTagActions(rollId: string, owner?: string): ChipActions {
  const pageOwner = useScanOwner();
  const userId = owner ?? pageOwner;
  const [, add] = useAddRollTagMutation();
  const [, rename] = useRenameRollTagMutation();
  const [, remove] = useRemoveRollTagMutation();
  return {
    onAdd: async (name) => problem(await add({ rollId, name, userId })),
    onRename: async (tagId, name) => problem(await rename({ rollId, tagId, name, userId })),
    onRemove: async (tagId) => problem(await remove({ rollId, tagId, userId })),
  };
}

export function useRollLocationActions(rollId: string, owner?: string): ChipActions {
  const pageOwner = useScanOwner();
  const userId = owner ?? pageOwner;
  const [, add] = useAddRollLocationMutation();
  const [, rename] = useRenameRollLocationMutation();
  const [, remove] = useRemoveRollLocationMutation();
  return {
    onAdd: async (name) => problem(await add({ rollId, name, userId })),
    onRename: async (locationId, name) => problem(await rename({ rollId, locationId, name, userId })),
    onRemove: async (locationId) => problem(await remove({ rollId, locationId, userId })),
  };
}

/** Tags on scans: rename is offered for one scan only (renaming changes the tag everywhere). */
export function useScanTagActions(scanIds: readonly string[], owner?: string): ChipActions {
  const pageOwner = useScanOwner();
  const userId = owner ?? pageOwner;
  const [, add] = useAddScanTagMutation();
  const [, rename] = useRenameScanTagMutation();
  const [, remove] = useRemoveScanTagMutation();
  const ids = [...scanIds];
  return {
    onAdd: async (name) => problem(await add({ scanIds: ids, name, userId })),
    onRename:
      ids.length === 1
        ? async (tagId, name) => problem(await rename({ scanId: ids[0], tagId, name, userId }))
        : undefined,
    onRemove: async (tagId) => problem(await remove({ scanIds: ids, tagId, userId })),
  };
}

export function useScanLocationActions(scanIds: readonly string[], owner?: string): ChipActions {
  const pageOwner = useScanOwner();
  const userId = owner ?? pageOwner;
  const [, add] = useAddScanLocationMutation();
  const [, rename] = useRenameScanLocationMutation();
  const [, remove] = useRemoveScanLocationMutation();
  const ids = [...scanIds];
  return {
    onAdd: async (name) => problem(await add({ scanIds: ids, name, userId })),
    onRename:
      ids.length === 1
        ? async (locationId, name) => problem(await rename({ scanId: ids[0], locationId, name, userId }))
        : undefined,
    onRemove: async (locationId) => problem(await remove({ scanIds: ids, locationId, userId })),
  };
}
