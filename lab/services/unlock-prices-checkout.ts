import type { FastifyBaseLogger } from 'fastify';
import { insertPaidInvoice } from '../db/queries/billing';
import { findPaymentAccount } from '../db/queries/orders-billing';
import { insertUnlock, loadScans, type ScanRow } from '../db/queries/scans';
import type { LabDeps } from '../deps';
import { invalidField, notFound } from '../errors';
import { blobStoreFor } from './blob-store';
import { renderHd, renderTiff16 } from './image-pipeline';
import { newScanKey, publishScansChanged } from './image-pipeline-actions';
import { NO_CARD } from './order-billing';
import { cardToCharge } from './payment-card';
import { processorId } from './random-ids';
import { filmXmp } from './scan-metadata';
import { filmMetadataFor } from './scan-metadata-load';
import { cardForToken, chargeCard } from './test-cards';
import { type UnlockSize, unlockPriceFor } from './unlock-prices';

export const WRONG_PRICE = 'This is not the price of an unlock on your plan';

export interface UnlockInput {
  scanIds: number[];
  pricePerUnlock: number;
  size: UnlockSize;
  token?: string;
  /** Save the new card for next time (decision 104). */
  saveCard?: boolean;
}

/**
 * Unlocks a size of the user's scans: the price is checked against the plan's, the files are rendered (reporting
 * zip_progress), then one transaction charges once for the scans not unlocked yet and records them. A decline
 * (402) rolls the records back and the rendered files are removed: nothing changes.
 */
export async function unlockScans(deps: LabDeps, log: FastifyBaseLogger, userId: number, input: UnlockInput) {
  const { db } = deps;
  const price = await unlockPriceFor(db, userId, input.size);
  if (input.pricePerUnlock !== price) throw invalidField('pricePerUnlock', WRONG_PRICE);
  const ids = [...new Set(input.scanIds)];
  const scans = await loadScans(db, ids);
  if (
    scans.length !== ids.length ||
    scans.some((scan) => scan.userId !== userId || scan.status !== 'ready')
  ) {
    throw invalidField('scanIds', 'Scan not found');
  }
  const todo = scans.filter((scan) => !scan.unlocked.some((u) => u.size === input.size));
  // The card is checked before any rendering: an unknown token (400), no card (400) or a decline (402) costs
  // nothing. The charge itself is made again, last, inside the transaction below.
  if (price * todo.length > 0) {
    const account = await findPaymentAccount(db, userId);
    const token = input.token ?? account?.defaultCardToken ?? undefined;
    if (!token) throw invalidField('token', NO_CARD);
    const card = cardForToken(token);
    if (card.declines) {
      chargeCard(
        log,
        { card, amount: price * todo.length, description: 'Unlock scans' },
        { userId, unlock: input.size },
      );
    }
  }
  const store = blobStoreFor(deps.config);
  const rendered: Array<{ scan: ScanRow; key: string; bytes: number }> = [];
  const progress = (done: number) =>
    deps.events.publish({
      type: 'zip_progress',
      userId,
      progress: todo.length === 0 ? 100 : Math.round((done / todo.length) * 100),
      at: new Date().toISOString(),
    });
  progress(0);
  try {
    for (const [index, scan] of todo.entries()) {
      const source = await store.read(scan.hiResKey!);
      const xmp = filmXmp(await filmMetadataFor(db, scan.id));
      const file = input.size === 'HD' ? await renderHd(source, xmp) : await renderTiff16(source, xmp);
      const key = newScanKey(scan, input.size === 'HD' ? 'hd.jpg' : '16bit.tif');
      await store.put(key, file, input.size === 'HD' ? 'image/jpeg' : 'image/tiff');
      rendered.push({ scan, key, bytes: file.length });
      progress(index + 1);
    }
    const amount = price * todo.length;
    await db.transaction(async (tx) => {
      let paymentId: string | null = null;
      if (amount > 0) {
        const account = await findPaymentAccount(tx, userId);
        if (!account) throw notFound('User not found');
        const { card, paymentMethodId } = await cardToCharge(
          tx,
          account,
          input.token,
          input.saveCard ?? false,
        );
        const description = `Unlock ${todo.length} scan${todo.length === 1 ? '' : 's'} (${input.size === 'HD' ? 'HD' : '16-bit TIFF'})`;
        await insertPaidInvoice(tx, {
          customerId: account.paymentCustomerId,
          subscriptionId: null,
          paymentMethodId,
          promotionCodeId: null,
          description,
          subtotal: amount,
          discount: 0,
        });
        paymentId = processorId('pi');
        chargeCard(log, { card, amount, description }, { userId, unlock: input.size });
      }
      for (const item of rendered)
        await insertUnlock(tx, item.scan.id, input.size, item.key, item.bytes, paymentId);
    });
    for (const rollId of new Set(todo.map((scan) => scan.rollId))) publishScansChanged(deps, userId, rollId);
    return { scans: await loadScans(db, ids), charged: amount };
  } catch (error) {
    await Promise.all(rendered.map((item) => store.delete(item.key).catch(() => {})));
    throw error;
  }
}
