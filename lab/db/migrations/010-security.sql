-- Account security (issue 14). A token carries the session version it was issued under; bumping the version
-- (password change or reset) refuses every older token at once. Managers are admins who must pass the
-- two-factor code before admin actions. Wrong passwords are counted per account for the login throttle.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN manager boolean NOT NULL DEFAULT false;

CREATE TABLE login_failures (
  id serial PRIMARY KEY,
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email ON login_failures (email, failed_at);
