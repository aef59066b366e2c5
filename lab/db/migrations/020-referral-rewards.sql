-- The referral reward (docs/decisions/092-referral-reward.md). A friend who signs up with a member's code is
-- referred by them for good (never changed later); each credit the scheme grants is a row here, at most one per
-- friend and side, so a retried payment or a refund and re-payment never pays twice.
ALTER TABLE users ADD COLUMN referred_by integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX users_referred_by ON users (referred_by, created_at DESC) WHERE referred_by IS NOT NULL;

CREATE TABLE referral_credits (
  id serial PRIMARY KEY,
  friend_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referrer_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- FRIEND: the welcome credit at sign-up; REFERRER: the reward when the friend's first order is paid.
  beneficiary text NOT NULL CHECK (beneficiary IN ('FRIEND', 'REFERRER')),
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  amount integer NOT NULL CHECK (amount > 0),
  granted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (friend_id, beneficiary)
);
CREATE INDEX referral_credits_referrer ON referral_credits (referrer_id) WHERE beneficiary = 'REFERRER';
