import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openCart, useOpenCartListener } from './cart-events';

// 'Add to cart' can answer before the signed-in header (its own chunk) has mounted the cart button: the opening it
// asked for waits for the drawer's listener instead of being lost (two browser tests missed the drawer under load).
describe('opening the cart', () => {
  it('opens a listening drawer at once', () => {
    const onOpen = vi.fn();
    const { unmount } = renderHook(() => useOpenCartListener(onOpen));
    act(() => openCart());
    expect(onOpen).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('keeps an opening asked for before any drawer listens, and gives it to the first that does, once', () => {
    openCart();
    const first = vi.fn();
    const { unmount } = renderHook(() => useOpenCartListener(first));
    expect(first).toHaveBeenCalledTimes(1);
    unmount();
    const second = vi.fn();
    const again = renderHook(() => useOpenCartListener(second));
    expect(second).not.toHaveBeenCalled();
    again.unmount();
  });
});
