-- Exposure logs (issue 27, docs/decisions/140): each scan's exposure as the photographer logged it, and the imports
-- of a roll's log from the film logging apps, each keeping the scans' exposures from before it so it can be undone.

ALTER TABLE film_rolls ADD COLUMN camera text CHECK (char_length(camera) <= 200);

CREATE TABLE exposure_imports (
  id serial PRIMARY KEY,
  roll_id integer NOT NULL REFERENCES film_rolls (id) ON DELETE CASCADE,
  -- The client's key for one import: a second POST with it (a double click) answers the first.
  import_key text NOT NULL CHECK (char_length(import_key) BETWEEN 8 AND 64),
  source text NOT NULL CHECK (source IN ('EXIF_NOTES_JSON', 'EXIF_NOTES_CSV', 'FILM_ROLLS_XML', 'LIGHTME_JSON')),
  file_name text CHECK (char_length(file_name) <= 200),
  camera text CHECK (char_length(camera) <= 200),
  frame_count integer NOT NULL CHECK (frame_count >= 0),
  -- What the import replaced: [{scanId, exposure (null: none)}] and the roll's camera.
  previous jsonb NOT NULL,
  previous_camera text,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz,
  UNIQUE (roll_id, import_key)
);
CREATE INDEX exposure_imports_roll ON exposure_imports (roll_id, id DESC);

CREATE TABLE scan_exposures (
  scan_id integer PRIMARY KEY REFERENCES scans (id) ON DELETE CASCADE,
  taken_at timestamptz,
  -- Minutes east of UTC where it was taken (EXIF OffsetTimeOriginal).
  taken_offset smallint CHECK (taken_offset BETWEEN -840 AND 840),
  camera_make text CHECK (char_length(camera_make) <= 100),
  camera_model text CHECK (char_length(camera_model) <= 100),
  lens text CHECK (char_length(lens) <= 200),
  focal_length double precision CHECK (focal_length > 0 AND focal_length <= 5000),
  f_number double precision CHECK (f_number BETWEEN 0.5 AND 256),
  shutter text CHECK (char_length(shutter) <= 20),
  exposure_time double precision CHECK (exposure_time > 0 AND exposure_time <= 3600),
  exposure_compensation double precision CHECK (exposure_compensation BETWEEN -10 AND 10),
  filter text CHECK (char_length(filter) <= 200),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  altitude double precision CHECK (altitude BETWEEN -1000 AND 20000),
  note text CHECK (char_length(note) <= 2000),
  CHECK ((latitude IS NULL) = (longitude IS NULL)),
  CHECK ((taken_at IS NULL) = (taken_offset IS NULL)),
  updated_at timestamptz NOT NULL DEFAULT now()
);
