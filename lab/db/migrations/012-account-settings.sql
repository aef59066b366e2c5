-- Saved cards a customer removed (docs/decisions/071-account-settings.md): invoices keep pointing at the card they
-- were paid with, so a removed card is marked, never deleted, and is no longer listed, defaulted or charged.
ALTER TABLE payment_methods ADD COLUMN removed boolean NOT NULL DEFAULT false;
