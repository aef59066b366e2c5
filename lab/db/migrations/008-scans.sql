-- The scan platform (docs/lab-api.md "Film rolls and scans", docs/decisions/060-scan-platform.md): scans of the
-- orders' film rolls, the user's tags and photo locations on rolls and scans, unlocked sizes, share links and the
-- cached contact sheets. Files live in the blob store; rows hold their keys.

ALTER TABLE film_rolls
  ADD COLUMN name text CHECK (char_length(name) <= 80),
  -- The contact sheet's cached files; cleared whenever the roll's scans change.
  ADD COLUMN contact_sheet_key text,
  ADD COLUMN contact_sheet_pdf_key text;

CREATE TABLE scans (
  id serial PRIMARY KEY,
  roll_id integer NOT NULL REFERENCES film_rolls (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  frame integer NOT NULL CHECK (frame >= 1),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  description text CHECK (char_length(description) <= 2000),
  file_type text NOT NULL CHECK (file_type IN ('jpeg', 'tiff', 'png')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready')),
  -- Bytes the uploader announced; the real size once uploaded.
  hi_res_bytes bigint NOT NULL CHECK (hi_res_bytes >= 0),
  width integer,
  height integer,
  rotation smallint NOT NULL DEFAULT 0 CHECK (rotation IN (0, 90, 180, 270)),
  hi_res_key text,
  mid_res_key text,
  thumbnail_key text,
  -- The upload link's secret part: the key the PUT writes to.
  upload_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scans_roll ON scans (roll_id, frame);
CREATE INDEX scans_user ON scans (user_id);

-- Sizes bought with an unlock: one row per scan and size.
CREATE TABLE scan_unlocks (
  scan_id integer NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
  size text NOT NULL CHECK (size IN ('16_BIT_TIFF', 'HD')),
  file_key text NOT NULL,
  bytes bigint NOT NULL,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scan_id, size)
);

-- One vocabulary per user for each kind ('tag' or 'location'): names unique ignoring case.
CREATE TABLE labels (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('tag', 'location')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX labels_unique_name ON labels (user_id, kind, lower(name));

CREATE TABLE roll_labels (
  roll_id integer NOT NULL REFERENCES film_rolls (id) ON DELETE CASCADE,
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  PRIMARY KEY (roll_id, label_id)
);
CREATE INDEX roll_labels_label ON roll_labels (label_id);

CREATE TABLE scan_labels (
  scan_id integer NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  PRIMARY KEY (scan_id, label_id)
);
CREATE INDEX scan_labels_label ON scan_labels (label_id);

CREATE TABLE share_links (
  code text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scan_ids integer[] NOT NULL,
  expires_at timestamptz,
  password_hash text,
  allow_download boolean NOT NULL DEFAULT true,
  revoked_at timestamptz,
  view_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX share_links_user ON share_links (user_id, created_at DESC);

-- A community submission made from a scan references copies of its sizes in the blob store.
ALTER TABLE social_media_submissions ADD COLUMN blob_keys jsonb;
