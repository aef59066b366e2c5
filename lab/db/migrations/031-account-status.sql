-- Staff manage accounts (issue 24): a deactivated account cannot sign in and keeps all its data; every role change,
-- deactivation and reactivation is recorded with who made it and when.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

CREATE TABLE account_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  change text NOT NULL CHECK (change IN ('role', 'deactivated', 'reactivated')),
  from_value text,
  to_value text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_changes_user ON account_changes (user_id, changed_at DESC, id DESC);
