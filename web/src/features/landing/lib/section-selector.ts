/** The numbered section selector fixed at the bottom left (spec §2). */
export interface SelectorState {
  expanded: boolean;
  /** Index of the current section. */
  selected: number;
}

export type SelectorAction = { type: 'click' } | { type: 'choose'; index: number } | { type: 'close' };

/**
 * Clicking the collapsed selector expands it; choosing an option while expanded selects it and collapses;
 * a choice while collapsed is ignored (the options are not shown). Clicking the expanded selector collapses it.
 */
export function selectorReducer(state: SelectorState, action: SelectorAction): SelectorState {
  switch (action.type) {
    case 'click':
      return { ...state, expanded: !state.expanded };
    case 'choose':
      return state.expanded ? { expanded: false, selected: action.index } : state;
    case 'close':
      return state.expanded ? { ...state, expanded: false } : state;
  }
}
