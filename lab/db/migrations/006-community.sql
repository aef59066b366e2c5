-- Community gallery (spec §3 "Community/social submission") and newsletter subscribers (spec §3 "Subscriber").

CREATE TABLE social_media_submissions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The submitted scan. Scans are not stored by the lab yet (scan issue), so this is the scan's name on its roll;
  -- it becomes a reference to the scans table when that exists.
  scan_ref text NOT NULL,
  -- As the customer typed it: an @handle, a bare handle, a profile URL, or nothing (the lab's own handle shows).
  social_handle text NOT NULL DEFAULT '',
  -- Set when staff pick the submission for the gallery; null while it waits.
  selected_at timestamptz,
  -- The hi-res image's pixel size (the lightbox sizes its slides from it).
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  film_brand text NOT NULL,
  film_model text NOT NULL,
  -- File names under the lab's image folder (GET /public/images/{name}).
  thumbnail_path text NOT NULL,
  mid_res_path text NOT NULL,
  hi_res_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX social_media_submissions_selected ON social_media_submissions (selected_at DESC, id DESC)
  WHERE selected_at IS NOT NULL;

CREATE TABLE subscribers (
  id serial PRIMARY KEY,
  email text NOT NULL,
  zip text NOT NULL DEFAULT '0',
  ip_address text,
  -- Two-letter country code as the edge proxy reported it; null when unknown.
  country text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One subscription per address whatever its case.
CREATE UNIQUE INDEX subscribers_email_unique ON subscribers (lower(email));
