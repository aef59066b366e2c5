import type { PricedRoll } from '../../domain/order-pricing.js';
import type { ScanQuality } from '../../domain/scan-quality.js';
import type { LabNewRoll } from '../../lab-client/orders.js';
import type { LabFilmRoll } from '../../lab-client/types.js';
import type { RollEditInputParsed, RollInputParsed } from '../inputs.js';
import { labFormat, labProcess } from './order-enums.js';

// RollInput (the schema) → the lab's NewRoll. Options left out get the schema's defaults here, and the scan quality
// the customer's plan defaults to (spec §4, decision 011), so the quote and the stored roll agree.

export function toLabRoll(roll: RollInputParsed, defaultScanQuality: ScanQuality): LabNewRoll & PricedRoll {
  return {
    process: labProcess(roll.process),
    format: labFormat(roll.format),
    brand: roll.stock.brand,
    model: roll.stock.model,
    pushPull: roll.pushPull ?? 0,
    crossProcessId: roll.crossProcess ? 'crossprocessroll' : null,
    addPrints: roll.addPrints ?? false,
    addRush: roll.addRush ?? false,
    sleeving: roll.sleeving ?? 'NONE',
    scanQuality: roll.scanQuality ?? defaultScanQuality,
    halfFrames: roll.halfFrames ?? false,
    negativesAction: roll.negativesAction ?? 'TOSS',
    notes: roll.notes ?? null,
  };
}

/** Only the options the edit names; a null option is "no change" like a missing one. */
export function toLabRollEdit(edit: RollEditInputParsed): { id: number } & Partial<LabNewRoll> {
  const changed: { id: number } & Partial<LabNewRoll> = { id: Number(edit.id) };
  if (edit.process) changed.process = labProcess(edit.process);
  if (edit.format) changed.format = labFormat(edit.format);
  if (edit.stock) {
    changed.brand = edit.stock.brand;
    changed.model = edit.stock.model;
  }
  if (edit.crossProcess != null) changed.crossProcessId = edit.crossProcess ? 'crossprocessroll' : null;
  for (const key of [
    'pushPull',
    'addPrints',
    'addRush',
    'sleeving',
    'scanQuality',
    'halfFrames',
    'negativesAction',
  ] as const) {
    if (edit[key] !== null && edit[key] !== undefined) (changed as Record<string, unknown>)[key] = edit[key];
  }
  if (edit.notes !== undefined) changed.notes = edit.notes;
  return changed;
}

export const withRush = (rolls: readonly LabFilmRoll[], rollIds: ReadonlySet<string>): LabFilmRoll[] =>
  rolls.map((roll) => (rollIds.has(String(roll.id)) ? { ...roll, addRush: true } : roll));
