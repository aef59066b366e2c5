import type { SavedAddress } from './address-form';

/** Saved addresses as the BFF answers them, for the address and label tests. */
export function makeAddress(overrides: Partial<SavedAddress> = {}): SavedAddress & { __typename: 'Address' } {
  return {
    __typename: 'Address',
    id: 'a1',
    placeId: null,
    address1: '210 Kent Ave',
    address2: null,
    city: 'Brooklyn',
    state: 'NY',
    zip: '11249',
    country: 'US',
    primary: false,
    ...overrides,
  };
}

/** The AddressBook answer for the logged-in person. */
export const bookAnswer = (addresses: SavedAddress[]) => ({
  data: { me: { __typename: 'User', id: 'u1', addresses } },
});
