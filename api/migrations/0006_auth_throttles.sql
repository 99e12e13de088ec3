-- Trust (issue 12): throttle state of the auth doors, one row per (scope, key), kept for known AND
-- unknown phones alike so the answers never tell which phones exist. Each row is read and written by a
-- single INSERT ... ON CONFLICT DO UPDATE ... WHERE ... RETURNING, which both checks the limit and
-- counts the attempt (the row lock serialises concurrent requests).
--   scope 'pin_ip'    key '<phone>|<client ip>'  wrong PINs of one phone from one IP (login.ts)
--   scope 'pin_phone' key '<phone>'              wrong PINs of one phone from every IP (login.ts)
--   scope 'otp_phone' key '<phone>'              OTPs sent to one phone (request-otp.ts)
-- users.pin_failures / users.pin_blocked_until are no longer used.
CREATE TABLE auth_throttles (
  scope         text NOT NULL,
  key           text NOT NULL,
  -- wrong PINs in the current run (pin_*), OTPs sent in the current window (otp_phone)
  attempts      integer NOT NULL DEFAULT 0,
  -- start of the counting window (otp_phone: the hour)
  window_start  timestamptz NOT NULL,
  -- last counted attempt (otp_phone: the last OTP sent)
  last_at       timestamptz NOT NULL,
  -- refused until then (pin_*)
  locked_until  timestamptz,
  -- consecutive lockouts: each one doubles the block (pin_*)
  lockouts      integer NOT NULL DEFAULT 0,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX auth_throttles_updated ON auth_throttles (updated_at);
