import { RollPage as RollFrames } from '../../features/scans/components/roll-page/roll-page';
import { useUserRoute } from './use-user-base';

// The roll page (virtualised frames, selection, share, unlock, upload) is its own chunk, apart from the rolls grid
// that is every customer's home (bench (j): the home was at 169 of its 170 KB).

/** /users/{id}/rolls/{rollId}: one roll's frames; staff upload under /admin/users/{id}/rolls/{rollId}. */
export function RollPage() {
  const { userId, asAdmin, userBase, params } = useUserRoute();
  const rollId = params.rollId ?? '';
  return <RollFrames key={rollId} userId={userId} rollId={rollId} asAdmin={asAdmin} userBase={userBase} />;
}
