-- Referral invitations a customer sent by e-mail from their referrals page (docs/lab-api.md "Users → referrals").
-- One row per sending; the same friend invited twice within a day is refused (429) so the page cannot spam.
CREATE TABLE referral_invitations (
  id serial PRIMARY KEY,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_invitations_referrer ON referral_invitations (referrer_id, sent_at DESC);
