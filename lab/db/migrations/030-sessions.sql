-- Every sign-in is its own session (issue 24, decision 110). A token carries its session's id (`sid`); the auth
-- hook refuses a token whose session has ended. Ended rows are kept a while so "signed out" can be told from
-- "never existed", and are pruned at sign-in after 30 days. The user agent and country are what the BFF forwarded
-- at sign-in (the browser's, and the edge's country header), shown to the person in their sessions list.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('password', 'signup', 'google', 'facebook')),
  user_agent text NOT NULL DEFAULT '',
  country text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  end_reason text
);
CREATE INDEX sessions_open_by_user ON sessions (user_id, created_at DESC) WHERE ended_at IS NULL;
CREATE INDEX sessions_ended_at ON sessions (ended_at) WHERE ended_at IS NOT NULL;
