// Tags and photo locations on a roll or a scan: their contracts, shared by film-rolls.ts and scans.ts (see
// define.ts); split from scans.ts.
import { labelBody, rollLabelParams, rollParams, scanLabelParams, scanParams } from '../../routes/scan-input';
import type { RouteContract } from '../define';
import { Roll, Scan } from '../shapes/scans';

export const ROLL_ANSWER = 'Answers the roll.';
export const SCAN_ANSWER = 'Answers the scan.';

type Kind = 'tag' | 'location';
const KIND_TEXT: Record<Kind, { one: string; many: string }> = {
  tag: { one: 'tag', many: 'tags' },
  location: { one: 'photo location', many: 'locations' },
};

/** POST, PUT and DELETE of a tag or location on a roll or a scan (film-rolls.ts `labelRoutes`). */
export function labelContracts(base: string, target: 'roll' | 'scan'): Record<string, RouteContract> {
  const params = target === 'roll' ? rollParams : scanParams;
  const labelParams = target === 'roll' ? rollLabelParams : scanLabelParams;
  const answer = target === 'roll' ? Roll : Scan;
  const answerText = target === 'roll' ? ROLL_ANSWER : SCAN_ANSWER;
  const entries: Record<string, RouteContract> = {};
  for (const kind of ['tag', 'location'] as const) {
    const { one, many } = KIND_TEXT[kind];
    entries[`POST ${base}/${many}`] = {
      summary: `Put a ${one} on the ${target}`,
      description: `The user's ${one} of that name (ignoring case) is reused, or made; adding it twice is not an error. ${answerText}`,
      access: 'owner',
      params,
      body: labelBody,
      bodyExample: { name: kind === 'tag' ? 'Film/Kodak/Portra 400' : 'Joshua Tree' },
      answers: { 201: answer },
    };
    entries[`PUT ${base}/${many}/:labelId`] = {
      summary: `Rename one of the user's ${many} (everywhere)`,
      description: `The ${one} must be on this ${target}. It is renamed on every roll and scan; when the user already has a ${one} of the new name, the two merge. ${answerText}`,
      access: 'owner',
      params: labelParams,
      body: labelBody,
      answers: { 200: answer },
    };
    entries[`DELETE ${base}/${many}/:labelId`] = {
      summary: `Take a ${one} off the ${target}`,
      description: `A ${one} left on nothing is deleted. ${answerText}`,
      access: 'owner',
      params: labelParams,
      answers: { 200: answer },
    };
  }
  return entries;
}
