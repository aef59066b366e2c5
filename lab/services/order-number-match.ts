// Which order ids a typed run of digits names. The number a customer sees is '10' followed by the id (order 1234 is
// 101234); staff also type the bare id. As ids, not text, so the search reads the primary key's index instead of
// turning every order's id into text (docs/decisions/120-a-labs-volume.md).

/** The largest id an `integer` column holds. */
const MAX_ID = 2_147_483_647;

export interface NumberMatch {
  /** The ids the digits name exactly: the number without its '10', and the bare id. */
  exact: number[];
  /**
   * The ids whose number begins with the digits (the quick search's prefix): inclusive ranges, or 'all' when every
   * number does ('1', '10').
   */
  prefix: Array<[number, number]> | 'all';
}

const asId = (digits: string): number | null => {
  if (digits === '' || digits.startsWith('0')) return null;
  const id = Number(digits);
  return id >= 1 && id <= MAX_ID ? id : null;
};

/** Null when the term is not a run of digits. `withPrefix`: also the numbers the digits begin. */
export function orderNumberMatch(term: string, withPrefix: boolean): NumberMatch | null {
  if (!/^\d+$/.test(term)) return null;
  const exact = [asId(term.startsWith('10') ? term.slice(2) : ''), asId(term)].filter(
    (id, i, ids): id is number => id !== null && ids.indexOf(id) === i,
  );
  if (!withPrefix) return { exact, prefix: [] };
  if (term === '1' || term === '10') return { exact, prefix: 'all' };
  // Every number begins with '10': digits that do not cannot begin one.
  if (!term.startsWith('10')) return { exact, prefix: [] };
  const head = term.slice(2);
  if (head.startsWith('0')) return { exact, prefix: [] };
  // '10' + '50' begins the ids 50, 500–509, 5000–5099, … up to the largest id.
  const prefix: Array<[number, number]> = [];
  for (let scale = 1; ; scale *= 10) {
    const low = Number(head) * scale;
    if (low > MAX_ID) break;
    prefix.push([low, Math.min(MAX_ID, (Number(head) + 1) * scale - 1)]);
  }
  return { exact, prefix };
}
