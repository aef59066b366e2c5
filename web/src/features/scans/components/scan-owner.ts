import { createContext, useContext } from 'react';

/**
 * The user whose rolls and scans a page shows (the id in its URL: /users/{id}/… or /admin/users/{id}/…). The roll
 * and scan changes send it, so the server goes straight to /users/{id}/… and staff pages need no lookup of a roll's
 * or scan's owner, which a lab without the staff-lookups extension does not offer (docs/decisions/100).
 */
const ScanOwnerContext = createContext<string | undefined>(undefined);

export const ScanOwnerProvider = ScanOwnerContext.Provider;

/** The page's user id, or undefined outside a roll or scan page (the server then takes the signed-in user's). */
export const useScanOwner = (): string | undefined => useContext(ScanOwnerContext);
