import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMemberPriced, packPrices, packsFor } from './four-by-six';
import {
  findLocalPrint,
  type LocalPrint,
  localPrintsOf,
  removeLocalPrint,
  saveLocalPrint,
} from './local-prints';
import { pixelsPerInch, printLayout } from './print-geometry';
import { frameCount, toggleFrame, toggleWholeRoll } from './selection';
import { draftFileType, uploadDraft } from './upload-draft';

describe('the draft upload progress (spec §4)', () => {
  it('goes 1, up to 80 while the file uploads, 90 after it, 100 after conversion', async () => {
    const seen: number[] = [];
    const put = vi.fn(async (_url: string, _body: Blob, _type: string, onProgress: (f: number) => void) => {
      for (const fraction of [0, 0.25, 0.25, 0.5, 1]) onProgress(fraction);
      return {};
    });
    const draft = await uploadDraft(new Blob(['x']), 'a.png', 'image/png', {
      start: async () => ({ draftId: 'd1', uploadUrl: '/files/uploads/x' }),
      convert: async (id) => ({ id }),
      put,
      onProgress: (percent) => seen.push(percent),
    });
    expect(draft).toEqual({ id: 'd1' });
    expect(seen).toEqual([1, 20, 40, 80, 90, 100]);
    expect(put.mock.calls[0]?.[2]).toBe('image/png');
  });

  it('stops where it failed: no 90 when the upload fails', async () => {
    const seen: number[] = [];
    await expect(
      uploadDraft(new Blob(['x']), 'a.jpg', 'image/jpeg', {
        start: async () => ({ draftId: 'd1', uploadUrl: '/u' }),
        convert: async () => ({}),
        put: async () => {
          throw new Error('The upload failed.');
        },
        onProgress: (percent) => seen.push(percent),
      }),
    ).rejects.toThrow('The upload failed.');
    expect(seen).toEqual([1]);
  });

  it('knows JPEG, PNG and TIFF by their first bytes, and nothing else', async () => {
    const file = (...bytes: number[]) => new Blob([new Uint8Array([...bytes, 0, 0])]);
    expect(await draftFileType(file(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(await draftFileType(file(0x89, 0x50, 0x4e, 0x47))).toBe('image/png');
    expect(await draftFileType(file(0x49, 0x49, 0x2a, 0))).toBe('image/tiff');
    expect(await draftFileType(file(0x4d, 0x4d, 0, 0x2a))).toBe('image/tiff');
    expect(await draftFileType(file(0x47, 0x49, 0x46, 0x38))).toBeNull();
  });
});

describe('the print preview geometry', () => {
  it('turns the paper for landscape and scales the border to it', () => {
    expect(printLayout({ width: 8, height: 10 }, 0.5, 'PORTRAIT')).toEqual({
      paperWidth: 8,
      paperHeight: 10,
      insetX: 0.0625,
      insetY: 0.05,
      imageWidth: 7,
      imageHeight: 9,
    });
    const landscape = printLayout({ width: 8, height: 10 }, 1, 'LANDSCAPE');
    expect([landscape.paperWidth, landscape.paperHeight, landscape.imageWidth]).toEqual([10, 8, 8]);
  });

  it('reads sharpness as pixels per inch of the picture area, whichever way the picture is turned', () => {
    expect(pixelsPerInch({ width: 2400, height: 1600 }, { imageWidth: 8, imageHeight: 12 })).toBe(200);
  });
});

describe('4x6 packs', () => {
  it('rounds prints up to packs of 36', () => {
    expect([0, 1, 36, 37, 72, 73].map(packsFor)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('reads the pack prices from the plans, and a lapsed plan pays the list price', () => {
    const plans = [
      { id: 'NON_MEMBER', addOnPrices: { prints4x6: 1199 } },
      { id: 'NICE_2025', addOnPrices: { prints4x6: 999 } },
    ];
    expect(packPrices(plans)).toEqual({ nonMember: 1199, member: 999 });
    expect(packPrices([])).toBeNull();
    expect(isMemberPriced({ planId: 'NICE_2025', lapsed: false })).toBe(true);
    expect(isMemberPriced({ planId: 'NICE_2025', lapsed: true })).toBe(false);
    expect(isMemberPriced({ planId: 'NON_MEMBER', lapsed: false })).toBe(false);
  });
});

describe('the 4x6 selection', () => {
  it('counts single frames and whole rolls; a frame clicked on a whole roll leaves just that one out', () => {
    let selection = toggleWholeRoll({ scans: new Map(), wholeRolls: new Map() }, 'r1', 24);
    selection = toggleFrame(selection, 'r2', 's9', ['s9']);
    expect(frameCount(selection)).toBe(25);
    selection = toggleFrame(selection, 'r1', 's1', ['s1', 's2', 's3']);
    expect([...selection.wholeRolls.keys()]).toEqual([]);
    expect([...selection.scans.keys()].sort()).toEqual(['s2', 's3', 's9']);
    selection = toggleWholeRoll(selection, 'r1', 24);
    expect([...selection.scans.keys()]).toEqual(['s9']);
    expect(frameCount(selection)).toBe(25);
  });
});

describe('prints kept in the browser (spec §4)', () => {
  afterEach(() => window.localStorage.clear());
  const print: LocalPrint = {
    id: 'p1',
    userId: 'u1',
    paperId: '1',
    sizeId: '2',
    paperName: 'Lustre',
    width: 8,
    height: 10,
    border: 0.5,
    orientation: 'PORTRAIT',
    quantity: 1,
    draftId: null,
    draftName: null,
    updatedAt: '',
  };

  it('saves, finds, lists per customer and removes; entries of another shape are ignored', () => {
    saveLocalPrint(print);
    saveLocalPrint({ ...print, id: 'p2', userId: 'u2' });
    saveLocalPrint({ ...print, draftId: 'd1' });
    expect(findLocalPrint('p1')?.draftId).toBe('d1');
    expect(localPrintsOf('u1').map((each) => each.id)).toEqual(['p1']);
    window.localStorage.setItem(
      'filmlab.printDrafts',
      JSON.stringify([
        ...JSON.parse(window.localStorage.getItem('filmlab.printDrafts') ?? '[]'),
        { id: 'x' },
      ]),
    );
    expect(localPrintsOf('u2')).toHaveLength(1);
    removeLocalPrint('p1');
    expect(findLocalPrint('p1')).toBeNull();
  });
});
