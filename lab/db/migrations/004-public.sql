CREATE TABLE locations (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  address1 text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  hours text NOT NULL,
  phone text,
  latitude double precision,
  longitude double precision
);

CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  -- Titles keep the blog feed's HTML entities (e.g. '&amp;'); the client decodes them.
  title text NOT NULL,
  url text NOT NULL UNIQUE,
  published_at timestamptz NOT NULL
);

CREATE TABLE zip_codes (
  id serial PRIMARY KEY,
  zip text NOT NULL UNIQUE,
  city text NOT NULL,
  state text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE waitlist (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  zip text,
  name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
