import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { makeUser } from '../../testing/stub-client';

// The print shop is told how the customer receives the prints, and each line names its roll and frame with its
// picture (decision 106).

const print = (id: string, frame: number) => ({
  __typename: 'VendorOrderPrint',
  id,
  paperName: 'Lustre 4x6',
  width: 4,
  height: 6,
  border: 0,
  quantity: 1,
  fileUrl: `/files/${id}.jpg`,
  rollId: '31',
  frame,
  thumbnailUrl: `/thumbs/${id}.jpg`,
});

const vendorOrder = (overrides: Record<string, unknown>) => ({
  __typename: 'VendorOrder',
  id: '3',
  orderId: '42',
  orderNumber: '1042',
  status: 'ASSIGNED',
  carrier: null,
  trackingNumber: null,
  assignedAt: '2026-11-24T15:00:00.000Z',
  printedAt: null,
  shippedAt: null,
  customerName: 'Casey Moreno',
  delivery: 'PICK_UP',
  location: 'Shop',
  shipTo: null,
  prints: [print('p1', 1), print('p2', 2)],
  ...overrides,
});

describe('the print shop’s orders', () => {
  it('says a pick-up order is picked up at the lab, and names and shows each frame', async () => {
    renderApp('/vendor-orders', {
      user: makeUser({ role: 'VENDOR', phone: null }),
      handlers: { VendorOrders: { data: { vendorOrders: [vendorOrder({})] } } },
    });
    const card = await screen.findByRole('listitem', { name: /Order 1042/ });
    expect(within(card).getByText(/Pick-up at the lab/)).toBeTruthy();
    expect(within(card).queryByText('Ship to')).toBeNull();
    const group = within(card).getByRole('region', { name: '2 × 4″ × 6″ on Lustre 4x6, border 0″' });
    expect(within(group).getByText('2 prints · 4″ × 6″ on Lustre 4x6, border 0″')).toBeTruthy();
    expect(within(group).getByText('Frames 1, 2')).toBeTruthy();
    const second = within(group).getByRole('link', { name: /^Roll 31, frame 2: open the file to print/ });
    expect(second.getAttribute('href')).toBe('/files/p2.jpg');
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/thumbs/p2.jpg');
  });

  it('gives a shipped order’s address', async () => {
    const shipTo = {
      __typename: 'VendorShipTo',
      address1: '9 Elsewhere Rd',
      address2: null,
      city: 'Hudson',
      state: 'NY',
      zip: '12534',
      country: 'US',
    };
    renderApp('/vendor-orders', {
      user: makeUser({ role: 'VENDOR', phone: null }),
      handlers: { VendorOrders: { data: { vendorOrders: [vendorOrder({ delivery: 'SHIP', shipTo })] } } },
    });
    const card = await screen.findByRole('listitem', { name: /Order 1042/ });
    expect(within(card).getByText('Ship to')).toBeTruthy();
    expect(within(card).getByText('9 Elsewhere Rd, Hudson, NY 12534')).toBeTruthy();
  });

  it('groups 39 alike prints from two rolls into one block that names each roll’s frames (decision 107)', async () => {
    const prints = [
      ...Array.from({ length: 36 }, (_, i) => print(`a${i + 1}`, i + 1)),
      ...Array.from({ length: 3 }, (_, i) => ({ ...print(`b${i + 1}`, i + 1), rollId: '32' })),
      {
        ...print('big', 0),
        rollId: null,
        frame: null,
        paperName: 'Photo Rag',
        width: 11,
        height: 14,
        quantity: 2,
      },
    ];
    renderApp('/vendor-orders', {
      user: makeUser({ role: 'VENDOR', phone: null }),
      handlers: { VendorOrders: { data: { vendorOrders: [vendorOrder({ prints })] } } },
    });
    const card = await screen.findByRole('listitem', { name: /Order 1042/ });
    const small = within(card).getByRole('region', { name: '39 × 4″ × 6″ on Lustre 4x6, border 0″' });
    expect(within(small).getByText('Roll 31 frames 1–36, roll 32 frames 1–3')).toBeTruthy();
    expect(within(small).getAllByRole('link')).toHaveLength(39);
    expect(
      within(small).getByRole('link', { name: /^Roll 32, frame 3: open the file to print/ }),
    ).toBeTruthy();
    const large = within(card).getByRole('region', { name: '2 × 11″ × 14″ on Photo Rag, border 0″' });
    expect(
      within(large).getByRole('link', { name: /^Large print, 2 copies: open the file to print/ }),
    ).toBeTruthy();
  });
});
